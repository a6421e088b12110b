import { createHash } from 'node:crypto';
import { HASH_PENDING_ATTRIBUTE } from '@shop/platform/server-render';

/**
 * The script a served page whose state lives in the address hash runs before it paints (issue 16,
 * ADR 0097): with a hash, `<html>` gets `HASH_PENDING_ATTRIBUTE`, which hides the page's
 * hash-sensitive parts until the shell has rendered them with the hash. A script file, not inline
 * code (CSP: script-src 'self'); without JavaScript the page shows what the server rendered.
 */
export const HASH_GATE_SCRIPT = `if(location.hash.length>1)document.documentElement.setAttribute(${JSON.stringify(HASH_PENDING_ATTRIBUTE)},'');\n`;

/** Its address: named by its content, so it is cached for good and never stale. */
export const HASH_GATE_PATH = `/hash-gate.${createHash('sha256').update(HASH_GATE_SCRIPT).digest('hex').slice(0, 12)}.js`;

/** The tag the head of such a page carries (blocking: it must run before the first paint). */
export const HASH_GATE_TAG = `<script src="${HASH_GATE_PATH}"></script>`;
