import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { Stepper, type StepperProps } from './Stepper';
import type { FunctionLike } from 'jest-mock';

function Harness(props: Partial<StepperProps> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return (
    <Stepper
      label="Adults"
      decrementLabel="Remove an adult"
      incrementLabel="Add an adult"
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('Stepper', () => {
  it('is a labelled group with named buttons and a live value', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} description="From 1 to 20" />);
    const group = screen.getByRole('group', { name: 'Adults' });
    expect(group).toHaveAccessibleDescription('From 1 to 20');
    const value = screen.getByRole('status');
    expect(value).toHaveAttribute('aria-live', 'polite');
    expect(value).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Add an adult' }));
    expect(value).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    expect(value).toHaveTextContent('1');
  });

  it('shows the formatted value text', () => {
    render(<Harness initial={2} valueText="2 adults" />);
    expect(screen.getByRole('status')).toHaveTextContent('2 adults');
  });

  it('defaults to bounds 1–20 and ignores out-of-range steps (CRIT-021)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<FunctionLike>();
    const { unmount } = render(<Harness initial={1} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Remove an adult' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    render(<Harness initial={20} onChange={onChange} />);
    const plus = screen.getByRole('button', { name: 'Add an adult' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works by keyboard and keeps focus on a button at its bound', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1} min={1} max={2} />);
    await user.tab();
    await user.tab();
    const plus = screen.getByRole('button', { name: 'Add an adult' });
    expect(plus).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(plus).toHaveFocus();
    expect(plus).toHaveAttribute('aria-disabled', 'true');
  });
});
