import { createHash } from 'node:crypto';

/**
 * A served page paints before its code loads (issue 16, ADR 0100). The page's HTML is readable
 * as it comes; the shell's entry, the chunks it will need and the files the federation runtime
 * reads first (the registry, the remote's manifest) are asked for once the browser has painted
 * the first content, so they neither compete with the page's leading image for the connection
 * nor hold the paint while they run. The head lists them as JSON (`PAGE_CODE_ID`, data the
 * browser does not run: CSP) and names this script, which starts them:
 * - after the first contentful paint the browser reports;
 * - at once when the page is not shown (a background tab, a prerender), when the browser cannot
 *   report paints, or when the server sent no markup (the render failed: the code renders);
 * - after `PAGE_CODE_LATEST_MS` at the latest.
 * A script file, not inline code (CSP: script-src 'self'); without JavaScript the page reads as
 * it is.
 */
export const PAGE_CODE_ID = 'page-code';

export const PAGE_CODE_LATEST_MS = 3000;

/** What a served page's code is: its entry script, the scripts and data files it reads next. */
export interface PageCode {
  main: string;
  scripts: string[];
  fetches: string[];
}

export const PAGE_CODE_SCRIPT = `(function () {
  var listed = document.getElementById(${JSON.stringify(PAGE_CODE_ID)});
  if (!listed) return;
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var code = JSON.parse(listed.textContent);
    code.fetches.forEach(function (href) {
      add('link', { rel: 'preload', href: href, as: 'fetch', crossorigin: 'anonymous' });
    });
    code.scripts.forEach(function (href) {
      add('link', { rel: 'preload', href: href, as: 'script' });
    });
    add('script', { src: code.main });
  }
  var root = document.getElementById('root');
  var observes =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState !== 'visible' || !observes || !root || !root.firstChild) {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    var painted = list.getEntries().some(function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!painted) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${PAGE_CODE_LATEST_MS});
})();
`;

/** Its address: named by its content, so it is cached for good and never stale. */
export const PAGE_CODE_PATH = `/page-code.${createHash('sha256').update(PAGE_CODE_SCRIPT).digest('hex').slice(0, 12)}.js`;
