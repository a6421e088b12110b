import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { Tabs } from './Tabs';
import type { FunctionLike } from 'jest-mock';

const tabs = [
  { id: 'stay', label: 'The stay', panel: <p>Two nights</p> },
  { id: 'hotel', label: 'The hotel', panel: <p>Spa and pool</p> },
  { id: 'reviews', label: 'Reviews', panel: <p>8.6 very good</p>, disabled: true },
  { id: 'map', label: 'Map', panel: <p>Near Lyon</p> },
];

describe('Tabs', () => {
  it('exposes a named tablist, tabs and labelled panels', () => {
    render(<Tabs label="Product sections" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Product sections' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'The stay' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'The hotel' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'The stay' });
    expect(panel).toHaveTextContent('Two nights');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Spa and pool')).not.toBeVisible();
  });

  it('moves and selects with arrows, Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<FunctionLike>();
    render(<Tabs label="Sections" tabs={tabs} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'The stay' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'The hotel' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('hotel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'The stay' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two nights');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('with manual activation selects on Enter only', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" tabs={tabs} activation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    const map = screen.getByRole('tab', { name: 'Map' });
    expect(map).toHaveFocus();
    expect(map).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(map).toHaveAttribute('aria-selected', 'true');
  });
});
