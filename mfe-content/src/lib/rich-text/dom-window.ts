/**
 * The window DOMPurify sanitises with: the page's own in the browser. The server build of this
 * app reads dom-window.node.ts instead (package.json "imports", the `node` condition).
 */
export const domWindow = window;
