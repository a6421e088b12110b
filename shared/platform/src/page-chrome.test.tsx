import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { HIDE_CHROME_ATTRIBUTE, hiddenChromeOf, PageChrome } from './page-chrome';

describe('the chrome a page leaves out (CONT-005, CONT-020)', () => {
  it('CONT-005: each show… flag set to false names its part; true or absent shows it', () => {
    expect(
      hiddenChromeOf({
        showHeader: false,
        showFooter: true,
        showLegal: false,
        showNewsletter: false,
        showContact: true,
      }),
    ).toEqual(['header', 'legal', 'newsletter']);
    expect(hiddenChromeOf({ showHeader: true, showFooter: true })).toEqual([]);
    expect(hiddenChromeOf({})).toEqual([]);
  });

  it('CONT-020: the marker names the parts, hidden; nothing when every part shows', () => {
    const { container, rerender } = render(<PageChrome hide={['header', 'footer']} />);
    const marker = container.querySelector(`[${HIDE_CHROME_ATTRIBUTE}]`);
    expect(marker?.getAttribute(HIDE_CHROME_ATTRIBUTE)).toBe('header footer');
    expect(marker).toHaveAttribute('hidden');
    rerender(<PageChrome hide={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
