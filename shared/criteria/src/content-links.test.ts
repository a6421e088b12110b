import { describe, expect, it } from '@jest/globals';
import { safeContentHref, sameSiteImage } from './content-links';

describe('content links and images (issue 14 item 9: the safe-href rule)', () => {
  it('CONT-027: site paths and http(s) addresses pass; other schemes do not', () => {
    expect(safeContentHref('/landing/selection-1')).toBe('/landing/selection-1');
    expect(safeContentHref(' https://example.org/x ')).toBe('https://example.org/x');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.test/x',
      '/\\evil.test',
      '',
      undefined,
      null,
    ]) {
      expect(safeContentHref(bad)).toBeUndefined();
    }
  });

  it('CONT-027: images of this site only', () => {
    expect(sameSiteImage('/api/images/content/a.svg')).toBe('/api/images/content/a.svg');
    expect(sameSiteImage('https://cdn.test/a.png')).toBeUndefined();
    expect(sameSiteImage('javascript:alert(1)')).toBeUndefined();
    expect(sameSiteImage('//cdn.test/a.png')).toBeUndefined();
  });
});
