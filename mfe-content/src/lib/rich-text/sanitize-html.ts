import { safeContentHref, sameSiteImage } from '@shop/criteria';
import createDOMPurify from 'dompurify';
import { domWindow } from '#dom-window';

/**
 * Issue 14 item 9: rich text from the content calls goes through DOMPurify (a maintained
 * sanitiser) before it renders: HTML only (no SVG or MathML), no scripts, styles, forms or
 * frames, no event handlers or inline styles; every link through the safe-href rule of
 * @shop/criteria (a site path or an http(s) address, else the href is removed), links to
 * another site open in a new tab without opener; images of this site only (the CSP's img-src).
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
};

// The browser's window, or jsdom's on the server (dom-window.node.ts).
const DOMPurify = createDOMPurify(domWindow);
let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = safeContentHref(node.getAttribute('href'));
      if (href === undefined) node.removeAttribute('href');
      else node.setAttribute('href', href);
      node.removeAttribute('target');
      if (href && !href.startsWith('/')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = sameSiteImage(node.getAttribute('src'));
      if (src === undefined) node.remove();
      else {
        node.setAttribute('src', src);
        node.setAttribute('alt', node.getAttribute('alt') ?? '');
      }
    }
  });
}

/** The HTML of a content field, safe to render. */
export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, CONFIG);
}
