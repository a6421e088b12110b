import { matchRoute, type RouteMatch } from '@shop/platform/route-match';
import { activeRoutes, type Flags, type RouteDefinition } from '@shop/platform/routes';
import { SERVER_DATA_ID } from '@shop/platform/server-render';
import { remoteAssets } from './apps';

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
      tags.push(`<link rel="preload" href="${escapeAttr(base + file)}" as="script" />`);
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

/**
 * The shell's HTML with the server's render of the page (issue 16, ADR 0088): the markup in
 * #root, the page's data for the browser's SWR cache as JSON (not a script the browser runs: CSP),
 * the shell's own preloaded stylesheets applied at once (the markup needs them before the shell's
 * code runs, or the page shifts when they apply), and no "needs JavaScript" notice, as the page
 * reads without it.
 */
export function withServerRender(
  template: string,
  page: { html: string; data: Record<string, unknown>; lang: string; servedWidth?: number },
): string {
  // No "</script>" can end the JSON early.
  const json = JSON.stringify({ data: page.data, servedWidth: page.servedWidth }).replace(
    /</g,
    '\\u003c',
  );
  // The template is edited first, the page's markup put in last: nothing in it is matched.
  return template
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      /<link rel="?preload"? href="?([^"\s>]+\.css)"? as="?style"?\s*\/?>/g,
      (_link, href: string) => `<link rel="stylesheet" href="${escapeAttr(href)}" />`,
    )
    .replace(/<html lang="?[^">\s]*"?/, () => `<html lang="${escapeAttr(page.lang)}"`)
    .replace(
      '</body>',
      () => `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script></body>`,
    )
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>`);
}
