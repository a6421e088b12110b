import { matchRoute, type RouteMatch } from '@shop/platform/route-match';
import { activeRoutes, type Flags, type RouteDefinition } from '@shop/platform/routes';
import { SERVER_DATA_ID } from '@shop/platform/server-render';
import type { RenderedPage } from '../render';
import { remoteAssets } from './apps';
import { HASH_GATE_TAG } from './hash-gate';
import { PAGE_CODE_ID, PAGE_CODE_PATH, type PageCode } from './page-code';

/** The page's route, matched as the shell's router matches it (react-router, ADR 0022). */
export function matchRouteDefinition(pathname: string, flags: Flags): RouteDefinition {
  return matchPage(pathname, flags).route;
}

/** The page's route and its path params (the product id of /weekend/:productId…). */
export function matchPage(pathname: string, flags: Flags): RouteMatch {
  return matchRoute(pathname, activeRoutes(flags));
}

/** JSON inside a `<script type="application/json">`: no "</script>" can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head's list of a served page's code and the script that starts it (ADR 0100). */
function pageCodeTags(code: PageCode): string {
  return `<script type="application/json" id="${PAGE_CODE_ID}">${scriptJson(code)}</script><script defer src="${PAGE_CODE_PATH}"></script>`;
}

/** A value put between an attribute's double quotes. */
export const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Cuts the load waterfall (ARCHITECTURE §2): the page's HTML already asks for the route's remote
 * manifest, remote entry and page chunks, so they download while the shell boots. A served page
 * (`stylesheets`) applies the remote's styles at once instead of preloading them, as it shows the
 * remote's markup at once (`servedDocument` puts them in the page and starts the scripts after
 * its first paint).
 */
export function preloadTags(
  route: RouteDefinition | undefined,
  manifestUrl: string | undefined,
  distDir: string | undefined,
  { stylesheets = false }: { stylesheets?: boolean } = {},
): string {
  if (!route?.remote || !manifestUrl) return '';
  const tags = [
    `<link rel="preload" href="${escapeAttr(manifestUrl)}" as="fetch" crossorigin="anonymous" />`,
  ];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const assets = distDir ? remoteAssets(distDir, route.module) : null;
  if (assets) {
    for (const file of [assets.entry, ...assets.js])
      tags.push(`<link rel="preload" href="${escapeAttr(base + file)}" as="script" />`);
    for (const file of assets.css)
      tags.push(
        stylesheets
          ? `<link rel="stylesheet" href="${escapeAttr(base + file)}" />`
          : `<link rel="preload" href="${escapeAttr(base + file)}" as="style" />`,
      );
  }
  return tags.join('');
}

export function renderShellHtml(template: string, preload: string): string {
  return preload ? template.replace('</head>', `${preload}</head>`) : template;
}

/** What the shell's server render gives the page's document (issue 16, ADR 0088). */
export type ServedPage = Pick<RenderedPage, 'html' | 'data' | 'servedWidth' | 'lazy' | 'copy'>;

/**
 * A page rendered on the server, sent in two parts (issue 16, ADR 0094): `start`, the shell's
 * HTML up to its root element, goes out at once, so the browser reads its styles and fetches
 * what it names while the server renders; `end` follows with the render.
 */
export interface ServedDocument {
  /**
   * The head (the page's styles in it, the visit's language, its code listed to start after the
   * first paint: ADR 0100) and `<body>`.
   */
  start: string;
  /** The addresses of the stylesheets `start` carries. */
  stylesheets: ReadonlySet<string>;
  /**
   * The rest of the document: the styles of what the server rendered from lazily loaded code,
   * the markup in #root and the page's data for the browser's SWR cache as JSON (not a script
   * the browser runs: CSP), without the "needs JavaScript" notice, as the page reads without it.
   * Without a page (the render failed), the empty root and the notice: the browser renders it.
   */
  end(page: ServedPage | null, stylesheets?: string): string;
}

export interface ServedDocumentOptions {
  /** The page's state lives in the address hash: the hash gate runs before it paints (ADR 0097). */
  hashGate?: boolean;
  /**
   * The `<style>` element carrying the stylesheet at an address (ADR 0100), or null to link it;
   * by default every stylesheet is linked.
   */
  inlineStyle?: (href: string) => string | null;
}

const HEAD_STYLESHEET =
  /<link rel="?(?:preload|stylesheet)"? href="?([^"\s>]+\.css)"?(?: as="?style"?)?\s*\/?>/g;
const HEAD_PRELOAD = /<link rel="?preload"? href="?([^"\s>]+)"? as="?(script|fetch)"?[^>]*>/g;
const HEAD_ENTRY = /<script defer(?:="?defer"?)? src="?([^"\s>]+)"?><\/script>/;

/**
 * The shell's HTML cut where the page goes; null when the template has no root element or no
 * entry script.
 */
export function servedDocument(
  template: string,
  lang: string,
  { hashGate = false, inlineStyle = () => null }: ServedDocumentOptions = {},
): ServedDocument | null {
  const html = hashGate ? template.replace('</head>', () => `${HASH_GATE_TAG}</head>`) : template;
  const root = /<div id="?root"?><\/div>/.exec(html);
  if (!root) return null;
  const code: PageCode = { main: '', scripts: [], fetches: [] };
  const stylesheets = new Set<string>();
  const start = html
    .slice(0, root.index)
    // The markup needs its styles before the code runs, or it shifts then: applied at once.
    .replace(HEAD_STYLESHEET, (_link, href: string) => {
      stylesheets.add(href);
      return inlineStyle(href) ?? `<link rel="stylesheet" href="${escapeAttr(href)}" />`;
    })
    // The page is readable before its code runs: the code starts after the first paint.
    .replace(HEAD_PRELOAD, (_link, href: string, as: string) => {
      (as === 'fetch' ? code.fetches : code.scripts).push(href);
      return '';
    })
    .replace(HEAD_ENTRY, (_script, src: string) => {
      code.main = src;
      return '';
    })
    .replace(/<html lang=(?:"[^"]*"|[^\s>"]+)/, () => `<html lang="${escapeAttr(lang)}"`);
  if (!code.main) return null;
  const rest = html.slice(root.index + root[0].length);
  return {
    start: start.replace('</head>', () => `${pageCodeTags(code)}</head>`),
    stylesheets,
    end(page, stylesheets = '') {
      if (!page) return `<div id="root"></div>${rest}`;
      const json = scriptJson({
        data: page.data,
        servedWidth: page.servedWidth,
        lazy: page.lazy,
        copy: page.copy,
      });
      // The page's markup is put in as it is, never matched: the template's rest is edited.
      const after = rest
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          '</body>',
          () => `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script></body>`,
        );
      return `${stylesheets}<div id="root">${page.html}</div>${after}`;
    },
  };
}
