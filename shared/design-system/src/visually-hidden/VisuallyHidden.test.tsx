import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name of its parent', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove filter</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Remove filter' });
    expect(button.querySelector('span:last-child')?.className).toBe('hidden');
  });

  it('renders the requested element', () => {
    render(<VisuallyHidden as="h2">Search results</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeInTheDocument();
  });
});
