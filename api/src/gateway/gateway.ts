import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { VISITOR_COOKIE, validVisitorId } from '@shop/platform/experiments';
import { LAST_LANGUAGE_COOKIE, resolveVisit } from '@shop/platform/markets';
import { activeRoutes, parseFlags, servedByGateway } from '@shop/platform/routes';
import { isLocale } from '@shop/criteria';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, readCookies } from '../http/cookies';
import { HSTS, readDeployment, type Deployment } from '../http/deployment';
import {
  VERSION_PATTERN,
  createReleaseStateReader,
  isReleaseApp,
  releaseFolder,
  releasesDir,
} from '../releases/state';
import { REMOTE_APPS, REPO_ROOT, appDist, remoteAssets } from './apps';
import type { RouteMatch } from '@shop/platform/route-match';
import {
  type ServedDocument,
  matchPage,
  preloadTags,
  renderShellHtml,
  servedDocument,
} from './html';
import {
  inlineStylesheet,
  type StylesheetSource,
  usedStylesheetTags,
  withStyleNonce,
} from './used-styles';
import { HASH_GATE_PATH, HASH_GATE_SCRIPT } from './hash-gate';
import { PAGE_CODE_PATH, PAGE_CODE_SCRIPT } from './page-code';
import {
  type RegistryDocument,
  loadRegistryDocument,
  resolveRegistry,
  stagingContentOrigins,
} from './registry';
import {
  type SeoSource,
  applyPageHead,
  hreflangOf,
  recordedPageHead,
  sitemapIndexXml,
  urlsetXml,
} from '../seo';
import { type PageRenderer, type RenderedPage, createPageRenderer } from '../render';
import { withRequestMemo } from '../http/request-memo';
import type { RemoteName } from '@shop/platform/routes';

/**
 * Whether the thing a matched page shows exists (a product page for an unknown or non-numeric id
 * does not): false answers the page with 404, as the not-found page is (SHELL-011, issue 11).
 * Routes it does not know about answer true.
 */
export type PageExists = (match: RouteMatch) => Promise<boolean>;

export interface GatewayOptions {
  root?: string;
  registry?: RegistryDocument;
  pageExists?: PageExists;
  /**
   * A page's own head in its HTML, and the sitemaps (issue 16 item 4, ADR 0086); without it the
   * shell's default head is served and there is no sitemap.
   */
  seo?: SeoSource;
  /** TLS (HSTS) and production settings (ADR 0060); default read from the environment. */
  deployment?: Deployment;
  /** Where releases and the live-release registry are (ADR 0080); default RELEASES_DIR or releases/. */
  releasesDir?: string;
  /**
   * Renders the pages the route table marks `serverRendered` on the server (issue 16, ADR 0088),
   * and the frames of those it marks `servedFrame` (ADR 0101); default on. Off, or when a render fails, the page renders in the browser as before.
   */
  serverRender?: boolean;
}

/**
 * A canary buckets on the visitor id the experiments use (SHELL-055, `@shop/platform`): one id per
 * visitor, random, no personal data. A first visit gets it from the gateway, with the attributes
 * the shell writes it with (the shell reads it, so not HttpOnly).
 */
export { VISITOR_COOKIE };
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The long-lived caching of files that never change under their address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * An app's server build (dist/server/, ADR 0088) at the shell's root, under /apps/<app>/ or in a
 * release: the gateway runs it, the browser never needs it.
 */
const SERVER_BUILD = /^\/(?:apps\/[^/]+\/|releases\/[^/]+\/[^/]+\/)?server(?:\/|$)/;

/** Longest path the static files are looked up for; longer ones are not files of ours. */
const MAX_STATIC_PATH = 1024;

/**
 * Which paths the static handlers may serve (issue 15 §6): never source maps (production builds
 * keep them for error tooling, they are not published), never an app's server build, never anything under /api (the API's
 * not-found answers there, in JSON), nothing absurdly long (the file system would refuse it).
 */
export function isServableStaticPath(pathname: string): boolean {
  return (
    pathname.length <= MAX_STATIC_PATH &&
    !pathname.endsWith('.map') &&
    !SERVER_BUILD.test(pathname) &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api'
  );
}

/**
 * Crawlers may read every page: each says noindex itself unless the environment allows indexing
 * (SHELL-056), which they must be able to read. The API, the checkout, the account and the care
 * login are not for them; the pictures are.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /api/',
  'Allow: /api/images/',
  'Disallow: /checkout/',
  'Disallow: /confirmation/',
  'Disallow: /account/',
  'Disallow: /beneficiary/',
  'Disallow: /cc-login',
  '',
].join('\n');

/** Files whose name does not change between deployments must always be revalidated. */
const UNVERSIONED =
  /(^|\/)(main\.js|remoteEntry\.js|mf-manifest\.json|mf-manifest-stats\.json|index\.html)$/;

function cacheHeaders(reply: FastifyReply, filePath: string, immutable = false): void {
  void reply.header(
    'Cache-Control',
    !immutable && UNVERSIONED.test(filePath) ? 'no-cache' : IMMUTABLE,
  );
  // Remotes may live on other origins (CDN); the shell loads their scripts and manifests.
  void reply.header('Access-Control-Allow-Origin', '*');
}

/**
 * Serves the whole shop on one address (ADR 0004): the shell, each remote's build under
 * /apps/<folder>/, the runtime registry, and the shell's HTML for every page path.
 */
export async function registerGateway(
  app: FastifyInstance,
  options: GatewayOptions = {},
): Promise<void> {
  const root = options.root ?? REPO_ROOT;
  const shellDist = appDist('shell', root);
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    throw new Error(`No shell build at ${shellDist}: run "npm run build" first.`);
  }

  const deployment = options.deployment ?? readDeployment();
  // A served page is sent in parts (ADR 0094): each part is flushed through the compressor as it
  // is written, or the first would wait for the render. zstd is left out, as its flush option
  // is not the zlib one the plugin passes it.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate', 'identity'],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH },
  });
  // Pages and static files live in their own context: their CSP does not reach /api, whose
  // strict one (default-src 'none') stays (issue 15 §6).
  const renderPage = options.serverRender === false ? null : createPageRenderer(app);
  await app.register(async (pages) => registerPages(pages, options, root, deployment, renderPage));
}

async function registerPages(
  app: FastifyInstance,
  options: GatewayOptions,
  root: string,
  deployment: Deployment,
  renderPage: PageRenderer | null,
): Promise<void> {
  const baseRegistry = options.registry ?? loadRegistryDocument();
  const flags = parseFlags(baseRegistry.flags);
  const shellDist = appDist('shell', root);
  const releases = options.releasesDir ?? releasesDir(process.env, root);
  const readState = createReleaseStateReader(releases);
  // A remote's release folder is served under its version: every file in it is immutable, its
  // manifest and entry included. The shell's release is served at the site root (stable names).
  const remoteReleases = path.resolve(releases) + path.sep;
  const shellReleases = path.join(remoteReleases, 'shell') + path.sep;
  const staticHeaders = (reply: FastifyReply, filePath: string) =>
    cacheHeaders(
      reply,
      filePath,
      filePath.startsWith(remoteReleases) && !filePath.startsWith(shellReleases),
    );

  // One new id per request: the canary's registry and the server render ask for it on one page.
  const newVisitors = new WeakMap<FastifyRequest, string>();
  /** The visitor's id from their cookie, or a new one set on this answer. */
  const visitorOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const known =
      validVisitorId(readCookie(request.headers.cookie, VISITOR_COOKIE)) ??
      newVisitors.get(request);
    if (known) return known;
    const id = randomUUID();
    newVisitors.set(request, id);
    const attributes = [`${VISITOR_COOKIE}=${id}`, 'Path=/', `Max-Age=${VISITOR_MAX_AGE_SECONDS}`];
    attributes.push('SameSite=Lax', ...(deployment.secureTransport ? ['Secure'] : []));
    void reply.header('Set-Cookie', attributes.join('; '));
    return id;
  };
  /** The registry this request's visitor is served (live releases and canaries, re-read per request). */
  const registryFor = (request: FastifyRequest, reply: FastifyReply) => {
    const state = readState();
    const hasCanary = Object.values(state.apps).some((live) => live.canary);
    return resolveRegistry(baseRegistry, state, hasCanary ? visitorOf(request, reply) : undefined);
  };
  /** The folder the shell's files come from: its live release, else its dist/. */
  const shellFolder = (shell: string | undefined) => {
    if (!shell) return shellDist;
    const folder = releaseFolder(releases, 'shell', shell);
    if (existsSync(path.join(folder, 'index.html'))) return folder;
    app.log.error(
      { app: 'shell', release: shell },
      'shell release has no index.html; serving dist',
    );
    return shellDist;
  };
  const template = (folder: string) => readFileSync(path.join(folder, 'index.html'), 'utf8');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // SHELL-057: outside production the static content files' staging host.
        connectSrc: ["'self'", ...stagingContentOrigins(baseRegistry)],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Local and test servers speak plain HTTP; over TLS the browser is told by HSTS.
        upgradeInsecureRequests: null,
      },
    },
    // A configured setting (PUBLIC_ORIGIN https or production), not a guess per request.
    hsts: deployment.secureTransport ? HSTS : false,
    // Agrees with frame-ancestors 'none' (issue 15 §6).
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  // Before the static handlers look at the disk: what they may not serve is not found here.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (!isServableStaticPath(pathname)) return reply.callNotFound();
  });

  // A released shell serves its own files at the site root (its chunks are named by content).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?')[0] ?? request.url;
    if (/^\/(api|apps|releases)(\/|$)/.test(pathname) || pathname === '/') return;
    const state = readState();
    if (!state.apps.shell) return;
    const folder = shellFolder(registryFor(request, reply).shell);
    if (folder === shellDist) return;
    const relative = safeRelative(pathname);
    if (!relative || relative === 'index.html' || !isFile(path.join(folder, relative))) return;
    cacheHeaders(reply, relative);
    return reply.sendFile(relative, folder, { cacheControl: false });
  });

  // Releases: every file of a version folder is immutable, its manifest and entry included.
  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/releases/:app/:version/*',
    async (request, reply) => {
      const { app: folder, version } = request.params;
      const relative = safeRelative(request.params['*']);
      const dir = releaseFolder(releases, folder, version);
      if (
        !isReleaseApp(folder) ||
        !VERSION_PATTERN.test(version) ||
        !relative ||
        !isServableStaticPath(`/${relative}`) ||
        !isFile(path.join(dir, relative))
      ) {
        return reply
          .code(404)
          .send({ error: 'NOT_FOUND', message: `No release file at ${request.url}` });
      }
      return reply.sendFile(relative, dir, { cacheControl: false });
    },
  );

  for (const folder of Object.values(REMOTE_APPS)) {
    const dist = appDist(folder, root);
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/apps/${folder}/`,
      decorateReply: false,
      index: false,
      allowedPath: isServableStaticPath,
      setHeaders: staticHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    // Files are looked up per request, so a redeployed shell is served without a restart;
    // a path with no file falls through to the not-found handler, which serves the page.
    wildcard: true,
    allowedPath: isServableStaticPath,
    setHeaders: staticHeaders,
  });

  // The scripts served pages run before their code (ADR 0097, ADR 0100).
  for (const [address, script] of [
    [HASH_GATE_PATH, HASH_GATE_SCRIPT],
    [PAGE_CODE_PATH, PAGE_CODE_SCRIPT],
  ] as const)
    app.get(address, async (_request, reply) =>
      reply.header('Cache-Control', IMMUTABLE).type('text/javascript; charset=utf-8').send(script),
    );

  app.get('/registry.json', async (request, reply) => {
    const { document } = registryFor(request, reply);
    void reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    return document;
  });

  // The shell's HTML is read per page, like the files it names: a redeployed shell's HTML (its
  // hashed preloads) is served without a restart.
  const pageExists = options.pageExists ?? (() => Promise.resolve(true));
  /**
   * The shell's page for `pathname`; an address no route knows, or whose product/hotel the
   * `pageExists` check does not find, answers 404 (the not-found page's status).
   */
  const sendShell = (pathname: string, request: FastifyRequest, reply: FastifyReply) =>
    // The existence check, the head and the render read the page's facts once (ADR 0098).
    withRequestMemo(() => sendPage(pathname, request, reply));
  const sendPage = async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    const match = matchPage(pathname, flags);
    const { route } = match;
    const found = route.kind !== 'notFound' && (await pageExists(match));
    const remote = route?.remote ?? null;
    const { document, shell } = registryFor(request, reply);
    const manifestUrl = remote ? document.remotes[remote] : undefined;
    const folder = shellFolder(shell);
    const serve = found && servedByGateway(route) && renderPage !== null;
    // The render starts at once; the head of the page is sent while it runs (ADR 0094).
    const rendering = serve ? serverRendered(request, reply, document, folder) : null;
    const remoteFolder = remote ? localBuild(remote, document) : undefined;
    let html = renderShellHtml(
      template(folder),
      preloadTags(route, manifestUrl, remoteFolder, { stylesheets: serve }),
    );
    const visit = visitOf(request);
    const head = found ? await pageHeadFor(match, visit, request) : null;
    if (head) html = applyPageHead(html, head);
    void reply
      .code(found ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    // The document language, as the shell sets it: `fr-BE`, or `en` with ?lng=en.
    const lang = visit.language === 'en' ? 'en' : hreflangOf(visit.language);
    if (!rendering) return reply.send(html);
    // A served page the catalogue has no head for (the search pages) gets the title and
    // description it rendered with (BEY-008): its head waits for the render.
    if (!head && options.seo) {
      const rendered = (await rendering)?.head;
      const recorded = rendered && recordedPageHead(pathname, rendered, visit.locale, indexing);
      if (recorded)
        html = applyPageHead(
          html,
          visit.language === 'en' ? { ...recorded, lang: 'en' } : recorded,
        );
    }
    // The styles of the page's head and of what the server rendered from lazily loaded code
    // (ADR 0090) are in the page, allowed by this answer's nonce (ADR 0100).
    const remoteBase = manifestUrl?.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const headSources: StylesheetSource[] = [{ folder, base: '/' }];
    const lazySources: StylesheetSource[] = [{ folder, base: '/' }];
    if (remoteFolder && remoteBase) {
      headSources.push({ folder: remoteFolder, base: remoteBase });
      lazySources.push({
        folder: remoteFolder,
        base: remoteBase,
        files: remoteAssets(remoteFolder, route.module)?.asyncCss ?? [],
      });
    }
    const nonce = randomBytes(16).toString('base64');
    const served = servedDocument(html, lang, {
      hashGate: route.hashState === true,
      inlineStyle: (href) => inlineStylesheet(href, headSources, nonce),
    });
    if (!served) return reply.send(html);
    // A served page depends on the visitor's cookies (language, consent) and device (ADR 0090).
    void reply.header('Vary', 'Cookie, User-Agent');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      void reply.header('Content-Security-Policy', withStyleNonce(policy, nonce));
    async function* parts(document: ServedDocument, render: Promise<RenderedPage | null>) {
      yield document.start;
      const page = await render;
      let stylesheets = '';
      if (page) {
        try {
          stylesheets = usedStylesheetTags(page.html, document.stylesheets, lazySources, nonce);
        } catch (error) {
          request.log.error({ err: error, path: request.url }, 'styles of a served page unread');
        }
      }
      yield document.end(page, stylesheets);
    }
    return reply.send(Readable.from(parts(served, rendering)));
  };

  /** The market and language of a page request (host, ?lng=, the Belgian lastLanguage). */
  const visitOf = (request: FastifyRequest) =>
    resolveVisit(
      request.headers.host ?? 'localhost',
      new URL(request.url, 'http://localhost').search,
      readCookie(request.headers.cookie, LAST_LANGUAGE_COOKIE),
    );

  /** The folder of a remote's build this registry serves; undefined when not on this machine. */
  const localBuild = (remote: RemoteName, document: RegistryDocument) => {
    const manifestUrl = document.remotes[remote];
    const release = document.releases?.[remote];
    if (release && manifestUrl?.startsWith('/releases/'))
      return releaseFolder(releases, REMOTE_APPS[remote], release);
    return manifestUrl?.startsWith('/apps/') ? appDist(REMOTE_APPS[remote], root) : undefined;
  };

  /** The page rendered on the server, or null to render it in the browser (ADR 0088). */
  const serverRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    document: RegistryDocument,
    shellBuild: string,
  ) => {
    if (!renderPage) return null;
    try {
      const page = await renderPage.render({
        url: request.url,
        host: request.headers.host ?? 'localhost',
        // The last language of a Belgian visit, the consent choice (the banner or not).
        cookies: readCookies(request.headers.cookie),
        // The id the browser reads back from its cookie: the same experiments on both sides.
        visitorId: visitorOf(request, reply),
        userAgent: request.headers['user-agent'] ?? '',
        registry: document,
        shellFolder: shellBuild,
        folderOf: (remote) => localBuild(remote, document),
        // The page's API calls count as the visitor's (the search's bot check, ADR 0105).
        clientAddress: request.ip,
      });
      if (page?.errors)
        request.log.warn(
          { errors: page.errors, path: request.url },
          'a region threw during the server render; the browser renders it',
        );
      return page;
    } catch (error) {
      request.log.error(
        { err: error, path: request.url },
        'server render failed; page rendered in the browser',
      );
      return null;
    }
  };

  const { seo } = options;
  const indexing = baseRegistry.environment.indexing;
  /** The page's head in the visit's market language; a failing look-up keeps the shell's head. */
  const pageHeadFor = async (
    match: RouteMatch,
    { locale, language }: Pick<ReturnType<typeof resolveVisit>, 'locale' | 'language'>,
    request: FastifyRequest,
  ) => {
    if (!seo) return null;
    try {
      const head = await seo.pageHead(match, locale, indexing);
      // ?lng=en (QA) shows the page in English: the document says so, as the shell will.
      return head && language === 'en' ? { ...head, lang: 'en' } : head;
    } catch (error) {
      request.log.error({ err: error, path: request.url }, 'page head failed; default head served');
      return null;
    }
  };

  app.get('/robots.txt', (request, reply) => {
    // Where indexing is allowed, robots.txt names this host's sitemap index.
    const sitemap =
      seo && indexing
        ? `Sitemap: ${deployment.secureTransport ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}/sitemap.xml\n`
        : '';
    void reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(ROBOTS_TXT + sitemap);
  });

  // Sitemaps only where indexing is allowed: elsewhere every page says noindex (ADR 0086).
  const NO_SITEMAP = { error: 'NOT_FOUND', message: 'No sitemap here (indexing is not allowed)' };
  const XML = 'application/xml; charset=utf-8';
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!seo || !indexing) return reply.code(404).send(NO_SITEMAP);
    return reply.header('Cache-Control', 'public, max-age=3600').type(XML).send(sitemapIndexXml());
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    if (!seo || !indexing) return reply.code(404).send(NO_SITEMAP);
    const locale = /^([a-z]{2}_[A-Z]{2})\.xml$/.exec(request.params.file)?.[1];
    if (!isLocale(locale)) {
      return reply.code(404).send({
        error: 'NOT_FOUND',
        message: 'No sitemap at this address: /sitemaps/{locale}.xml, e.g. /sitemaps/fr_FR.xml',
      });
    }
    const urls = await seo.sitemapUrls(locale);
    return reply.header('Cache-Control', 'public, max-age=3600').type(XML).send(urlsetXml(urls));
  });

  // Server rendering's code loads now rather than on the first visitor's page (ADR 0088).
  if (renderPage) {
    const pages = activeRoutes(flags).flatMap((route) => {
      const folder = route.remote && localBuild(route.remote, baseRegistry);
      return route.serverRendered && route.remote && folder
        ? [{ remote: route.remote, module: route.module, folder }]
        : [];
    });
    renderPage.prepare(shellFolder(undefined), pages).catch((error: unknown) => {
      app.log.error({ err: error }, 'server rendering could not load; pages render in the browser');
    });
  }

  // The site root is a page, not the shell's dist folder; so is every address of the route
  // table, routed here at once rather than after the shell's static files are searched for it.
  app.get('/', (request, reply) => sendShell('/', request, reply));
  for (const route of activeRoutes(flags)) {
    if (route.path === '/' || route.path === '*') continue;
    app.get(route.path, (request, reply) =>
      sendShell(new URL(request.url, 'http://localhost').pathname, request, reply),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/apps/') &&
      !url.pathname.startsWith('/releases/');
    if (!wantsPage) {
      return reply
        .code(404)
        .send({ error: 'NOT_FOUND', message: `No resource at ${url.pathname}` });
    }
    return sendShell(url.pathname, request, reply);
  });
}

/** A URL path as a relative file path inside a folder; undefined for anything that climbs out. */
function safeRelative(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (!relative || relative.startsWith('..') || relative.includes('\0')) return undefined;
  return relative;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
