import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { usePageTitle } from './page-title';

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle (BEY-008)', () => {
  it('BEY-008: the page title before the site title; the previous title back on unmount', () => {
    document.title = 'Weekend Shop';
    const { rerender, unmount } = render(<Page title="Our weekend getaways" />);
    expect(document.title).toBe('Our weekend getaways | Weekend Shop');
    rerender(<Page title="  Oops!  " />);
    expect(document.title).toBe('Oops! | Weekend Shop');
    rerender(<Page />);
    expect(document.title).toBe('Weekend Shop');
    rerender(<Page title="Oops!" />);
    unmount();
    expect(document.title).toBe('Weekend Shop');
  });
});
