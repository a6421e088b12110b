/**
 * @jest-environment node
 */
// Issue 16 (ADR 0088): the gateway renders static pages on the server, where there is no DOM;
// the content's HTML is sanitised there by the same DOMPurify rules, on jsdom's window
// (dom-window.node.ts). The browser's path is tested in sanitize-html.test.ts.
import { describe, expect, it } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { sanitizeHtml } from './sanitize-html';
import { executableParts, XSS_CORPUS } from './xss-corpus';

const parse = (html: string) => JSDOM.fragment(html);

describe('rich text is sanitised on the server as in the browser', () => {
  it('runs without a browser window', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(XSS_CORPUS)('CONT-027: nothing executable survives %s', (payload) => {
    const html = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(executableParts(parse(html))).toEqual([]);
    expect(html).toContain('<p>before</p>');
    expect(html).not.toMatch(/<svg|<math|<style/i);
  });

  it('CONT-027: the same safe links and site images as in the browser', () => {
    expect(
      sanitizeHtml(
        '<p><a href="https://partner.test/x">partner</a><img src="https://evil.test/t.png"><img src="/api/images/content/a.svg"></p>',
      ),
    ).toBe(
      '<p><a href="https://partner.test/x" target="_blank" rel="noopener noreferrer">partner</a><img src="/api/images/content/a.svg" alt=""></p>',
    );
  });
});
