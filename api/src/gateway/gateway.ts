import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { parseFlags } from '@shop/platform/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HSTS, readDeployment, type Deployment } from '../http/deployment';
import { REMOTE_APPS, REPO_ROOT, appDist } from './apps';
import type { RouteMatch } from '@shop/platform/route-match';
import { matchPage, preloadTags, renderShellHtml } from './html';
import { type RegistryDocument, loadRegistryDocument } from './registry';

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
  /** TLS (HSTS) and production settings (ADR 0060); default read from the environment. */
  deployment?: Deployment;
}

/** Longest path the static files are looked up for; longer ones are not files of ours. */
const MAX_STATIC_PATH = 1024;

/**
 * Which paths the static handlers may serve (issue 15 §6): never source maps (production builds
 * keep them for error tooling, they are not published), never anything under /api (the API's
 * not-found answers there, in JSON), nothing absurdly long (the file system would refuse it).
 */
export function isServableStaticPath(pathname: string): boolean {
  return (
    pathname.length <= MAX_STATIC_PATH &&
    !pathname.endsWith('.map') &&
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

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  void reply.header(
    'Cache-Control',
    UNVERSIONED.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable',
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
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Pages and static files live in their own context: their CSP does not reach /api, whose
  // strict one (default-src 'none') stays (issue 15 §6).
  await app.register(async (pages) => registerPages(pages, options, root, deployment));
}

async function registerPages(
  app: FastifyInstance,
  options: GatewayOptions,
  root: string,
  deployment: Deployment,
): Promise<void> {
  const registry = options.registry ?? loadRegistryDocument();
  const flags = parseFlags(registry.flags);
  const shellDist = appDist('shell', root);
  const templateFile = path.join(shellDist, 'index.html');
  const template = () => readFileSync(templateFile, 'utf8');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

  for (const folder of Object.values(REMOTE_APPS)) {
    const dist = appDist(folder, root);
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/apps/${folder}/`,
      decorateReply: false,
      index: false,
      allowedPath: isServableStaticPath,
      setHeaders: cacheHeaders,
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
    setHeaders: cacheHeaders,
  });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry;
  });

  // The shell's HTML is read per page, like the files it names: a redeployed shell's HTML (its
  // hashed preloads) is served without a restart.
  const pageExists = options.pageExists ?? (() => Promise.resolve(true));
  /**
   * The shell's page for `pathname`; an address no route knows, or whose product/hotel the
   * `pageExists` check does not find, answers 404 (the not-found page's status).
   */
  const sendShell = async (pathname: string, reply: FastifyReply) => {
    const match = matchPage(pathname, flags);
    const { route } = match;
    const found = route.kind !== 'notFound' && (await pageExists(match));
    const remote = route?.remote ?? null;
    const manifestUrl = remote ? registry.remotes[remote] : undefined;
    const dist = remote ? appDist(REMOTE_APPS[remote], root) : undefined;
    // Only local builds can be inspected; a remote on another origin still gets its manifest preloaded.
    const local = manifestUrl?.startsWith('/apps/') ? dist : undefined;
    return reply
      .code(found ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderShellHtml(template(), preloadTags(route, manifestUrl, local)));
  };

  app.get('/robots.txt', (_request, reply) => {
    void reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(ROBOTS_TXT);
  });

  // The site root is a page, not the shell's dist folder.
  app.get('/', (_request, reply) => sendShell('/', reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/apps/');
    if (!wantsPage) {
      return reply
        .code(404)
        .send({ error: 'NOT_FOUND', message: `No resource at ${url.pathname}` });
    }
    return sendShell(url.pathname, reply);
  });
}
