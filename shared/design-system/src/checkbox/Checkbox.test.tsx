import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { Checkbox } from './Checkbox';
import type { FunctionLike } from 'jest-mock';

describe('Checkbox', () => {
  it('is a native labelled checkbox toggled by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<FunctionLike>();
    render(<Checkbox label="Pool (12)" description="Outdoor or indoor" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Pool (12)' });
    expect(box).toHaveAccessibleDescription('Outdoor or indoor');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('supports disabled and mixed states', () => {
    render(<Checkbox label="All stars" indeterminate disabled />);
    const box = screen.getByRole('checkbox', { name: 'All stars' });
    expect(box).toBeDisabled();
    expect(box).toBePartiallyChecked();
  });
});
