import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { isSameDay, makeDate } from './dates';
import { MonthGrid } from './MonthGrid';
import type { FunctionLike } from 'jest-mock';

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`);

describe('MonthGrid', () => {
  it('is a grid named by its month with Monday-first weekdays', () => {
    render(<MonthGrid year={2027} month={2} locale="en-GB" />);
    const grid = screen.getByRole('grid', { name: 'March 2027' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveTextContent('Monday');
    expect(headers[6]).toHaveTextContent('Sunday');
    // 1 March 2027 is a Monday: first cell of the first week.
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(firstRow && within(firstRow).getAllByRole('gridcell')[0]).toHaveAttribute(
      'data-date',
      '2027-03-01',
    );
    expect(screen.getByRole('gridcell', { name: 'Monday, 1 March 2027' })).toBeInTheDocument();
  });

  it('renders days through renderDay and marks selected, disabled and today', () => {
    render(
      <MonthGrid
        year={2027}
        month={2}
        locale="en-GB"
        label="Arrival month"
        today={makeDate(2027, 2, 2)}
        renderDay={(date) => <span>{`${date.getDate()}·€99`}</span>}
        isSelected={(date) => isSameDay(date, makeDate(2027, 2, 10))}
        isDisabled={(date) => date.getDate() < 5}
      />,
    );
    expect(screen.getByRole('grid', { name: 'Arrival month' })).toBeInTheDocument();
    expect(cell('2027-03-10')).toHaveAttribute('aria-selected', 'true');
    expect(cell('2027-03-11')).toHaveAttribute('aria-selected', 'false');
    expect(cell('2027-03-03')).toHaveAttribute('aria-disabled', 'true');
    expect(cell('2027-03-02')).toHaveAttribute('aria-current', 'date');
    expect(cell('2027-03-12')).toHaveTextContent('12·€99');
    // The selected day is the only tab stop.
    const tabbable = document.querySelectorAll('[role="gridcell"][tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]).toBe(cell('2027-03-10'));
  });

  it('moves focus with arrows, Home and End, and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn<FunctionLike>();
    render(
      <MonthGrid
        year={2027}
        month={2}
        locale="en-GB"
        onSelect={onSelect}
        isDisabled={(date) => date.getDate() === 11}
      />,
    );
    await user.tab();
    expect(cell('2027-03-01')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('2027-03-02')).toHaveFocus();
    expect(cell('2027-03-02')).toHaveAttribute('tabindex', '0');
    expect(cell('2027-03-01')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(cell('2027-03-09')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('2027-03-14')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('2027-03-08')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('2027-03-01')).toHaveFocus();
    await user.keyboard('{ArrowUp}'); // leaving the month without a handler: stays
    expect(cell('2027-03-01')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(makeDate(2027, 2, 1));
    onSelect.mockClear();
    await user.click(cell('2027-03-11') as HTMLElement);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('pages months with PageUp/PageDown when the caller follows the active date', async () => {
    const user = userEvent.setup();
    function Calendar() {
      const [active, setActive] = useState(makeDate(2027, 2, 15));
      return (
        <MonthGrid
          year={active.getFullYear()}
          month={active.getMonth()}
          locale="en-GB"
          activeDate={active}
          onActiveDateChange={setActive}
        />
      );
    }
    render(<Calendar />);
    await user.tab();
    expect(cell('2027-03-15')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(cell('2027-04-15')).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(cell('2026-04-15')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('2026-04-14')).toHaveFocus();
  });
});
