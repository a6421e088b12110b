import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => `/search?page=${page - 1}`;

describe('Pagination', () => {
  it('is a named nav of page links built by hrefFor, current page marked', () => {
    render(
      <Pagination
        current={3}
        total={5}
        hrefFor={hrefFor}
        label="Pagination"
        previousLabel="Previous page"
        nextLabel="Next page"
        pageLabel={(page) => `Page ${page}`}
        summary="41 - 60 results of 95"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('41 - 60 results of 95')).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/search?page=2');
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/search?page=1',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
  });

  it('shows only the given page numbers and no previous link on the first page', () => {
    render(
      <Pagination
        current={1}
        total={250}
        pages={[1, 2, 3, 100, 200]}
        hrefFor={hrefFor}
        label="Pagination"
        previousLabel="Previous page"
        nextLabel="Next page"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1', '2', '3', '100', '200', '']);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/search?page=1',
    );
  });

  it('has no next link on the last page', () => {
    render(
      <Pagination
        current={2}
        total={2}
        hrefFor={hrefFor}
        label="Pagination"
        previousLabel="Previous page"
        nextLabel="Next page"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
  });
});
