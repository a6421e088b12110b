import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { Breadcrumb } from './Breadcrumb';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';

const items = [
  { label: 'Home', href: '/' },
  { label: 'France', href: '/fr' },
  { label: 'Provence', href: '/fr/provence' },
  { label: 'Hotel du Lac' },
];

describe('Breadcrumb', () => {
  it('is a named nav with an ordered list; the last item is the current page', () => {
    render(<Breadcrumb items={items} label="Breadcrumb" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'France' })).toHaveAttribute('href', '/fr');
    expect(screen.getByText('Hotel du Lac')).toHaveAttribute('aria-current', 'page');
  });

  it('collapses the middle items in short mode and expands them by keyboard (CRIT-095)', async () => {
    const user = userEvent.setup();
    render(<Breadcrumb items={items} label="Breadcrumb" short expandLabel="Show the full path" />);
    expect(screen.queryByRole('link', { name: 'France' })).not.toBeInTheDocument();
    const expand = screen.getByRole('button', { name: 'Show the full path' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.tab();
    expect(expand).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'France' })).toHaveFocus();
  });

  it('does not collapse two items', () => {
    render(<Breadcrumb items={items.slice(2)} label="Breadcrumb" short expandLabel="More" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the router link renderer', () => {
    render(
      <Breadcrumb
        items={items}
        label="Breadcrumb"
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });
});

describe('breadcrumbJsonLd (CRIT-095 structured data)', () => {
  it('CRIT-095: structured data is emitted as a list; links stay as given without an origin', () => {
    expect(
      breadcrumbJsonLd([{ label: 'Home', href: 'https://shop.test/' }, { label: 'Hotel' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Hotel' },
      ],
    });
  });

  it('returns BreadcrumbList data with absolute links', () => {
    expect(breadcrumbJsonLd(items.slice(0, 2).concat(items[3] ?? []), 'https://shop.test')).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
          { '@type': 'ListItem', position: 2, name: 'France', item: 'https://shop.test/fr' },
          { '@type': 'ListItem', position: 3, name: 'Hotel du Lac' },
        ],
      },
    );
  });
});
