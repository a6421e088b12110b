import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { markupClasses, stylesheetClasses, usedStylesheetTags } from './used-styles';

const folder = mkdtempSync(path.join(tmpdir(), 'used-styles-'));
writeFileSync(path.join(folder, '1.css'), '.app-a{color:red}.app-b:hover>.app-c{margin:0}');
writeFileSync(
  path.join(folder, '2.css'),
  '@media (max-width:767px){.app-d{display:none}}.app-e{background:url(x.y.png)}',
);
writeFileSync(path.join(folder, '3.css'), '.app-f{color:blue}');
writeFileSync(path.join(folder, 'other.txt'), '.app-a{}');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the stylesheets a served page’s markup needs (issue 16, ADR 0090)', () => {
  it('reads class names from markup and from selectors, not from declarations', () => {
    expect([
      ...markupClasses('<p class="app-a  app-b"></p><i class=""></i><b data-class="x">'),
    ]).toEqual(['app-a', 'app-b']);
    expect([
      ...stylesheetClasses('.a,.b > .c:hover{x:1}@media (min-width:1px){.d{y:url(e.f.png)}}'),
    ]).toEqual(['a', 'b', 'c', 'd']);
  });

  it('links the stylesheets defining a class the markup uses, except those the page links already', () => {
    const html = '<div class="app-c"><span class="app-d app-x"></span></div>';
    expect(usedStylesheetTags(html, '<head></head>', [{ folder, base: '/apps/a/' }])).toBe(
      '<link rel="stylesheet" href="/apps/a/1.css" /><link rel="stylesheet" href="/apps/a/2.css" />',
    );
    expect(
      usedStylesheetTags(html, '<link rel="stylesheet" href="/apps/a/1.css" />', [
        { folder, base: '/apps/a/', files: ['1.css', '2.css', 'missing.css'] },
      ]),
    ).toBe('<link rel="stylesheet" href="/apps/a/2.css" />');
    expect(
      usedStylesheetTags('<p class="app-e"></p>', '', [{ folder, base: '/', files: [] }]),
    ).toBe('');
  });
});
