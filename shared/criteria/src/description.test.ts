import { describe, expect, it } from '@jest/globals';
import { DESCRIPTION_TRUNCATION, truncateDescription } from './description';

describe('CRIT-096 description truncation', () => {
  const long = 'x'.repeat(300);

  it('CRIT-096: 250 characters on desktop, 86 on mobile', () => {
    expect(DESCRIPTION_TRUNCATION).toEqual({ desktop: 250, mobile: 86 });
    expect(truncateDescription(long, 'desktop', false)).toEqual({
      text: 'x'.repeat(250),
      truncated: true,
    });
    expect(truncateDescription(long, 'mobile', false).text).toHaveLength(86);
  });

  it('CRIT-096: a click toggles to the full text; short texts are never truncated', () => {
    expect(truncateDescription(long, 'mobile', true)).toEqual({ text: long, truncated: false });
    expect(truncateDescription('short', 'mobile', false)).toEqual({
      text: 'short',
      truncated: false,
    });
  });

  it('CRIT-096: whole characters are kept (no broken emoji)', () => {
    const text = '😀'.repeat(100);
    expect(truncateDescription(text, 'mobile', false).text).toBe('😀'.repeat(86));
  });
});
