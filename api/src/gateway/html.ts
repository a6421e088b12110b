import { matchRoute, type RouteMatch } from '@shop/platform/route-match';
import { activeRoutes, type Flags, type RouteDefinition } from '@shop/platform/routes';
import { SERVER_DATA_ID } from '@shop/platform/server-render';
import type { RenderedPage } from '../render';
import { remoteAssets } from './apps';
import { HASH_GATE_TAG } from './hash-gate';

/** The page's route, matched as the shell's router matches it (react-router, ADR 0022). */
export function matchRouteDefinition(pathname: string, flags: Flags): RouteDefinition {
  return matchPage(pathname, flags).route;
}

/** The page's route and its path params (the product id of /weekend/:productId…). */
export function matchPage(pathname: string, flags: Flags): RouteMatch {
  return matchRoute(pathname, activeRoutes(flags));
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Cuts the load waterfall (ARCHITECTURE §2): the page's HTML already asks for the route's remote
 * manifest, remote entry and page chunks, so they download while the shell boots.
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
    for (const file of [assets.entry, ...assets.js]) {
      // A served page is readable before its code runs: the code waits for the images.
      tags.push(
        `<link rel="preload" href="${escapeAttr(base + file)}" as="script"${stylesheets ? ' fetchpriority="low"' : ''} />`,
      );
    }
    for (const file of assets.css) {
      // A server-rendered page shows the remote's markup at once: its styles apply at once too.
      tags.push(
        stylesheets
          ? `<link rel="stylesheet" href="${escapeAttr(base + file)}" />`
          : `<link rel="preload" href="${escapeAttr(base + file)}" as="style" />`,
      );
    }
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
 * HTML up to its root element, goes out at once, so the browser fetches the stylesheets and
 * scripts it names while the server renders; `end` follows with the render.
 */
export interface ServedDocument {
  /** The head (the shell's stylesheets applied at once, the visit's language) and `<body>`. */
  start: string;
  /**
   * The rest of the document: the styles of what the server rendered from lazily loaded code,
   * the markup in #root and the page's data for the browser's SWR cache as JSON (not a script
   * the browser runs: CSP), without the "needs JavaScript" notice, as the page reads without it.
   * Without a page (the render failed), the empty root and the notice: the browser renders it.
   */
  end(page: ServedPage | null, stylesheets?: string): string;
}

/**
 * The shell's HTML cut where the page goes; null when the template has no root element. A page
 * whose state lives in the address hash (`hashGate`, ADR 0097) runs the hash gate before it paints.
 */
export function servedDocument(
  template: string,
  lang: string,
  { hashGate = false }: { hashGate?: boolean } = {},
): ServedDocument | null {
  const html = hashGate ? template.replace('</head>', () => `${HASH_GATE_TAG}</head>`) : template;
  const root = /<div id="?root"?><\/div>/.exec(html);
  if (!root) return null;
  const start = html
    .slice(0, root.index)
    // The markup needs the shell's styles before the shell's code runs, or it shifts then.
    .replace(
      /<link rel="?preload"? href="?([^"\s>]+\.css)"? as="?style"?\s*\/?>/g,
      (_link, href: string) => `<link rel="stylesheet" href="${escapeAttr(href)}" />`,
    )
    // The page is readable before its code runs: the code it preloads waits for the images.
    .replace(
      /<link rel="?preload"? href="?([^"\s>]+\.js)"? as="?script"?\s*\/?>/g,
      (_link, href: string) =>
        `<link rel="preload" href="${escapeAttr(href)}" as="script" fetchpriority="low" />`,
    )
    .replace(/<html lang=(?:"[^"]*"|[^\s>"]+)/, () => `<html lang="${escapeAttr(lang)}"`);
  const rest = html.slice(root.index + root[0].length);
  return {
    start,
    end(page, stylesheets = '') {
      if (!page) return `<div id="root"></div>${rest}`;
      // No "</script>" can end the JSON early.
      const json = JSON.stringify({
        data: page.data,
        servedWidth: page.servedWidth,
        lazy: page.lazy,
        copy: page.copy,
      }).replace(/</g, '\\u003c');
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
