import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { installDialogPolyfill } from '../test-utils/dialog';
import { Drawer } from './Drawer';

beforeAll(installDialogPolyfill);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="All filters"
        closeLabel="Close filters"
        side="start"
      >
        <label>
          Pool <input type="checkbox" />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title on the chosen side', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'All filters' });
    expect(dialog.className).toContain('start');
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeInTheDocument();
  });

  it('closes on Escape and restores focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
