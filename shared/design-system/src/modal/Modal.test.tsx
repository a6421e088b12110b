import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { installDialogPolyfill } from '../test-utils/dialog';
import { Modal, type ModalVariant } from './Modal';
import type { FunctionLike } from 'jest-mock';

beforeAll(installDialogPolyfill);

function Harness({ variant, onClose }: { variant?: ModalVariant; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Cancellation terms"
        closeLabel="Close"
        variant={variant}
        footer={<button type="button">Validate</button>}
      >
        <p>Free cancellation until 48 hours before arrival.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title, with a named close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancellation terms' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByText(/Free cancellation/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Validate' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn<FunctionLike>();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn<FunctionLike>();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    await user.click(screen.getByText(/Free cancellation/));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['center', 'fullscreen', 'sheet'] as const)('applies the %s variant', async (variant) => {
    const user = userEvent.setup();
    render(<Harness variant={variant} />);
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(screen.getByRole('dialog').className).toContain('modal');
    if (variant !== 'center') expect(screen.getByRole('dialog').className).toContain(variant);
  });

  it('can hide its title visually while keeping the name', () => {
    render(
      <Modal open onClose={() => {}} title="Dates" closeLabel="Close" hideTitle>
        calendar
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Dates' })).toBeInTheDocument();
  });
});
