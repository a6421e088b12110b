import { JSDOM } from 'jsdom';

/**
 * The window DOMPurify sanitises with when the gateway renders a content page on the server
 * (issue 16, ADR 0088): jsdom's, as Node has no DOM. One window for every render: DOMPurify only
 * parses into it.
 */
export const domWindow = new JSDOM('').window;
