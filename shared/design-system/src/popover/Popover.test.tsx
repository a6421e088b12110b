import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { Dropdown, Popover } from './Popover';
import type { FunctionLike } from 'jest-mock';

describe('Popover', () => {
  it('toggles a panel from its trigger with aria-expanded and moves focus inside', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger="Distance">
        <button type="button">100 km</button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Distance' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('dialog', { name: 'Distance' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('button', { name: '100 km' })).toHaveFocus();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn<FunctionLike>();
    render(
      <Popover trigger="Distance" onOpenChange={onOpenChange}>
        <button type="button">100 km</button>
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Distance' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false, 'escape');
  });

  it('calls onOutsideClick then closes when pressing outside (SRCH-024)', async () => {
    const user = userEvent.setup();
    const onOutsideClick = jest.fn<FunctionLike>();
    render(
      <>
        <p>Results</p>
        <Popover trigger="Distance" onOutsideClick={onOutsideClick}>
          <button type="button">100 km</button>
        </Popover>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    await user.click(screen.getByRole('button', { name: '100 km' }));
    expect(onOutsideClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('Results'));
    expect(onOutsideClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on focus when asked and stays open on the same click (SRCH-051)', async () => {
    const user = userEvent.setup();
    render(
      <Popover trigger="2 adults" openOnFocus>
        {(close) => (
          <button type="button" onClick={close}>
            Confirm
          </button>
        )}
      </Popover>,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: '2 adults' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('stays controlled by the open prop', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn<FunctionLike>();
    render(
      <Dropdown trigger="Sort" open={false} onOpenChange={onOpenChange} panelLabel="Sort by">
        options
      </Dropdown>,
    );
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(onOpenChange).toHaveBeenCalledWith(true, 'trigger');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dismisses once when pressing a focusable element outside', async () => {
    const user = userEvent.setup();
    const onOutsideClick = jest.fn<FunctionLike>();
    render(
      <>
        <button type="button">Sort</button>
        <Popover trigger="Distance" onOutsideClick={onOutsideClick}>
          <button type="button">100 km</button>
        </Popover>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    expect(onOutsideClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
  });

  it('dismisses when keyboard focus leaves the panel', async () => {
    const user = userEvent.setup();
    const onOutsideClick = jest.fn<FunctionLike>();
    render(
      <>
        <Popover trigger="Distance" onOutsideClick={onOutsideClick}>
          <button type="button">100 km</button>
        </Popover>
        <button type="button">Sort</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
    expect(onOutsideClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
