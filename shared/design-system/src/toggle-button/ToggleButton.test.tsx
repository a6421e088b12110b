import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { ToggleButton } from './ToggleButton';
import type { FunctionLike } from 'jest-mock';

describe('ToggleButton', () => {
  it('is a named button announcing its state, operable from the keyboard', async () => {
    const onClick = jest.fn<FunctionLike>();
    const user = userEvent.setup();
    const { rerender } = render(
      <ToggleButton pressed={false} onClick={onClick}>
        4+
      </ToggleButton>,
    );
    const toggle = screen.getByRole('button', { name: '4+', pressed: false });
    expect(toggle).toHaveAttribute('type', 'button');
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(
      <ToggleButton pressed onClick={onClick}>
        4+
      </ToggleButton>,
    );
    expect(screen.getByRole('button', { name: '4+', pressed: true })).toBeInTheDocument();
  });

  it('a disabled toggle ignores clicks', async () => {
    const onClick = jest.fn<FunctionLike>();
    render(
      <ToggleButton pressed={false} disabled onClick={onClick}>
        3+
      </ToggleButton>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '3+' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
