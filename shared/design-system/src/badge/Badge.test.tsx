import { render, screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its content with the tone and extra words for assistive technology', () => {
    render(
      <p>
        Filters{' '}
        <Badge tone="brand" srText="selected">
          3
        </Badge>
      </p>,
    );
    const badge = screen.getByText('3');
    expect(badge.className).toContain('brand');
    expect(badge).toHaveTextContent('3 selected');
  });
});
