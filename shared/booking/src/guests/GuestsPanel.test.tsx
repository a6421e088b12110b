import type { SearchCriteria } from '@shop/criteria';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { renderWithCopy, setUpCalendarSuite } from '../test/render';
import GuestsPanel from './GuestsPanel';

setUpCalendarSuite();

const criteria = (hash: Partial<SearchCriteria>) =>
  ({ a: 2, c: 0, b: 0, ...hash }) as SearchCriteria;

describe('the shared guests panel (ADR 0030)', () => {
  it('CRIT-020 CRIT-021: adults, children and babies with their age bands; a change writes the pax', async () => {
    const onCriteriaChange = jest.fn();
    const user = userEvent.setup();
    await renderWithCopy(
      <GuestsPanel
        flow="booking"
        criteria={criteria({})}
        onCriteriaChange={onCriteriaChange}
        onConfirm={() => undefined}
      />,
    );
    expect(await screen.findByText('12 years and over')).toBeVisible();
    expect(screen.getByText('3 to 11 years')).toBeVisible();
    expect(screen.getByText('0 to 2 years')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(onCriteriaChange).toHaveBeenCalledWith(expect.objectContaining({ a: 2, c: 1 }));
  });

  it('CRIT-020: adults never go under 1 (the remove button is disabled)', async () => {
    await renderWithCopy(
      <GuestsPanel
        flow="booking"
        criteria={criteria({ a: 1 })}
        onCriteriaChange={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Remove an adult' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
