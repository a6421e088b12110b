import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { ReviewScore } from './ReviewScore';

describe('ReviewScore', () => {
  it('shows the score, its word and the count as given', () => {
    const { container } = render(<ReviewScore score="8,6" label="Very good" count="124 reviews" />);
    expect(screen.getByText('8,6')).toBeInTheDocument();
    expect(screen.getByText('Very good')).toBeInTheDocument();
    expect(container).toHaveTextContent('8,6Very good124 reviews');
  });

  it('reads one sentence when an accessible label is given', () => {
    render(<ReviewScore score="8,6" label="Very good" accessibleLabel="Rated 8.6 out of 10" />);
    expect(screen.getByText('8,6').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Rated 8.6 out of 10')).toBeInTheDocument();
  });
});
