import { describe, expect, it } from '@jest/globals';
import { SERVED_WIDTHS, servedWidthOf } from './server-render';

describe('the viewport width a server render assumes (issue 16, ADR 0090)', () => {
  it('is a phone’s for phone browsers (Lighthouse’s mobile emulation included)', () => {
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
    ])
      expect(servedWidthOf(agent)).toBe(SERVED_WIDTHS.phone);
  });

  it('is a tablet’s for tablets and a desktop’s for desktop systems', () => {
    expect(
      servedWidthOf(
        'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(SERVED_WIDTHS.tablet);
    expect(
      servedWidthOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15'),
    ).toBe(SERVED_WIDTHS.tablet);
    expect(
      servedWidthOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(SERVED_WIDTHS.desktop);
    expect(
      servedWidthOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe(SERVED_WIDTHS.desktop);
    expect(
      servedWidthOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(SERVED_WIDTHS.desktop);
  });

  it('SHELL-021: the default screen type is mobile (an empty or unknown agent, before any measure)', () => {
    for (const agent of ['', 'curl/8.5.0', 'node', 'Mozilla/5.0 (compatible; Googlebot/2.1)'])
      expect(servedWidthOf(agent)).toBe(SERVED_WIDTHS.phone);
  });
});
