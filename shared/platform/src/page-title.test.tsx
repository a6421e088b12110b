import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PageHeadRecord, type RecordedHead } from './page-head-record';
import { useMetaTag, usePageTitle } from './page-title';

function Page({ title, description }: { title?: string; description?: string }) {
  usePageTitle(title);
  useMetaTag('description', description);
  return null;
}

beforeAll(() => {
  // The shell's page names the site (shell/src/index.html).
  const meta = document.head.appendChild(document.createElement('meta'));
  meta.name = 'application-name';
  meta.content = 'Weekend Shop';
});

describe('usePageTitle (BEY-008)', () => {
  it('BEY-008: a served page, whose head already has its own title, ends it with the site’s name once', () => {
    document.title = 'Frequently asked questions';
    const { unmount } = render(<Page title="Frequently asked questions" />);
    expect(document.title).toBe('Frequently asked questions | Weekend Shop');
    unmount();
    expect(document.title).toBe('Frequently asked questions');
  });

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

  it('issue 16: while the server renders, the title and description are recorded for the served head', () => {
    const head: RecordedHead = {};
    render(
      <PageHeadRecord value={(part) => Object.assign(head, part)}>
        <Page title="  Weekend getaways " description="Compare weekend getaways." />
      </PageHeadRecord>,
    );
    expect(head).toEqual({ title: 'Weekend getaways', description: 'Compare weekend getaways.' });
  });
});
