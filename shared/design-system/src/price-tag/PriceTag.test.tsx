import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows the price with a struck, labelled reference price and promotion', () => {
    const { container } = render(
      <PriceTag
        price="€129"
        priceLabel="Price:"
        refPrice="€189"
        refPriceLabel="Instead of"
        prefix="From"
        suffix="for 2 people"
        promo="-32%"
      />,
    );
    const deleted = screen.getByRole('deletion');
    expect(deleted).toHaveTextContent('Instead of €189');
    expect(screen.getByText('€129').tagName).toBe('STRONG');
    expect(container.textContent).toBe('-32%Instead of €189From Price: €129 for 2 people');
  });

  it('renders the price alone when no reference price is given', () => {
    render(<PriceTag price="€80" />);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.getByText('€80')).toBeInTheDocument();
  });
});
