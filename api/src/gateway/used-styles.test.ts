import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import {
  inlineStylesheet,
  markupClasses,
  stylesheetClasses,
  usedStylesheetTags,
  withStyleNonce,
} from './used-styles';

const folder = mkdtempSync(path.join(tmpdir(), 'used-styles-'));
writeFileSync(path.join(folder, '1.css'), '.app-a{color:red}.app-b:hover>.app-c{margin:0}');
writeFileSync(
  path.join(folder, '2.css'),
  '@media (max-width:767px){.app-d{display:none}}.app-e{background:url(x.y.png)}',
);
writeFileSync(path.join(folder, '3.css'), '.app-f{color:blue}\n/*# sourceMappingURL=3.css.map*/');
writeFileSync(path.join(folder, 'other.txt'), '.app-a{}');
writeFileSync(path.join(folder, '4.css'), '.app-g{content:"</style><script>"}');
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

  it('ADR 0100: carries the stylesheets defining a class the markup uses, except those the head has, named as webpack names them', () => {
    const html = '<div class="app-c"><span class="app-d app-x"></span></div>';
    expect(usedStylesheetTags(html, new Set(), [{ folder, base: '/apps/a/' }], 'n0')).toBe(
      '<style nonce="n0" data-href="1.css">.app-a{color:red}.app-b:hover>.app-c{margin:0}</style>' +
        '<style nonce="n0" data-href="2.css">@media (max-width:767px){.app-d{display:none}}.app-e{background:url(x.y.png)}</style>',
    );
    expect(
      usedStylesheetTags(
        html,
        new Set(['/apps/a/1.css']),
        [{ folder, base: '/apps/a/', files: ['1.css', '2.css', 'missing.css'] }],
        'n0',
      ),
    ).toMatch(/^<style nonce="n0" data-href="2.css">[^<]*<\/style>$/);
    expect(
      usedStylesheetTags(
        '<p class="app-e"></p>',
        new Set(),
        [{ folder, base: '/', files: [] }],
        'n0',
      ),
    ).toBe('');
  });

  it('ADR 0100: links a stylesheet that could end its element early instead of carrying it', () => {
    const sources = [{ folder, base: '/apps/a/' }];
    expect(usedStylesheetTags('<p class="app-g"></p>', new Set(), sources, 'n0')).toBe(
      '<link rel="stylesheet" href="/apps/a/4.css" />',
    );
    expect(inlineStylesheet('/apps/a/4.css', sources, 'n0')).toBeNull();
  });

  it('ADR 0100: inlines a head stylesheet only from the builds it serves', () => {
    const sources = [{ folder, base: '/apps/a/' }];
    expect(inlineStylesheet('/apps/a/3.css', sources, 'n"1')).toBe(
      '<style nonce="n&quot;1" data-href="3.css">.app-f{color:blue}</style>',
    );
    expect(inlineStylesheet('/apps/b/3.css', sources, 'n0')).toBeNull();
    expect(inlineStylesheet('/apps/a/missing.css', sources, 'n0')).toBeNull();
    expect(inlineStylesheet('/apps/a/../a/3.css', sources, 'n0')).toBeNull();
  });

  it('ADR 0100: the page’s policy allows its style elements by their nonce, and nothing else more', () => {
    expect(withStyleNonce("default-src 'self';style-src 'self';img-src 'self'", 'abc=')).toBe(
      "default-src 'self';style-src 'self' 'nonce-abc=';img-src 'self'",
    );
    expect(withStyleNonce("default-src 'self';style-src-attr 'none'", 'abc=')).toBe(
      "default-src 'self';style-src-attr 'none';style-src 'self' 'nonce-abc='",
    );
  });
});
