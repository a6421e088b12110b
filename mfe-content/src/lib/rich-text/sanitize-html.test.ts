import { describe, expect, it } from '@jest/globals';
import { sanitizeHtml } from './sanitize-html';
import { executableParts, XSS_CORPUS } from './xss-corpus';

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('rich text is sanitised with DOMPurify (issue 14 item 9)', () => {
  it.each(XSS_CORPUS)('CONT-027: nothing executable survives %s', (payload) => {
    const html = sanitizeHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(executableParts(parse(html))).toEqual([]);
    expect(html).toContain('<p>before</p>');
    expect(html).not.toMatch(/<svg|<math|<style/i);
  });

  it('CONT-027: editors keep headings, paragraphs, lists, emphasis and safe links', () => {
    const html = sanitizeHtml(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="/contact">contact</a> <a href="https://partner.test/x" target="_self">partner</a></p><ul><li>one</li></ul><img src="/api/images/content/a.svg" alt="A"><img src="https://evil.test/t.png">',
    );
    expect(html).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="/contact">contact</a> <a href="https://partner.test/x" target="_blank" rel="noopener noreferrer">partner</a></p><ul><li>one</li></ul><img src="/api/images/content/a.svg" alt="A">',
    );
  });

  it('the corpus checker finds what it looks for (it can fail)', () => {
    expect(
      executableParts(parse('<img src=x onerror="x()"><a href=" javascript:x">a</a>')),
    ).toEqual(['IMG onerror', 'A href= javascript:x']);
    expect(executableParts(parse('<script>x</script>'))).toEqual(['<script>']);
  });
});
