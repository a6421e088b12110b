import { describe, expect, it } from '@jest/globals';
import {
  DESCRIPTION_TRUNCATION,
  SUMMARY_TRUNCATION,
  truncateDescription,
  truncateSummary,
} from './description';

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

describe('PROD-015 activity and dinner summaries', () => {
  it('PROD-015: a summary over 250 characters is cut at 250, whatever the screen', () => {
    expect(SUMMARY_TRUNCATION).toBe(250);
    const long = 'é'.repeat(251);
    expect(truncateSummary(long)).toEqual({ text: 'é'.repeat(250), truncated: true });
    expect(truncateSummary('x'.repeat(250))).toEqual({ text: 'x'.repeat(250), truncated: false });
  });

  it('PROD-015: expanded shows the whole text; emoji are never split', () => {
    const long = '😀'.repeat(300);
    expect(truncateSummary(long, true)).toEqual({ text: long, truncated: false });
    expect(Array.from(truncateSummary(long).text)).toHaveLength(250);
  });
});
