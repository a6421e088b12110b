import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { platformStore } from '@shop/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithCopy } from '../test/render';
import { CarePanel, carePanelBookingNumber } from './CarePanel';

const navigate = jest.fn<(to: string, options?: { replace?: boolean }) => void>();

beforeEach(() =>
  platformStore.setState({
    careMode: true,
    agent: { id: 7, email: 'agent@weekend-shop.test', name: 'Camille Agent' },
    navigate,
  }),
);
afterEach(() => {
  navigate.mockReset();
});

describe('care panel booking look-up (BEY-015)', () => {
  it('BEY-015: reads an 8-digit booking number, spaces and dashes aside, nothing else', () => {
    expect(carePanelBookingNumber(' 4821-3097 ')).toBe('48213097');
    expect(carePanelBookingNumber('4821309')).toBeNull();
    expect(carePanelBookingNumber('<script>')).toBeNull();
  });

  it('BEY-015: the panel opens the booking in "Check my booking"; a wrong number says so', async () => {
    await renderWithCopy(<CarePanel />);
    const field = screen.getByLabelText('Booking number');
    await userEvent.type(field, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Find the booking' }));
    expect(screen.getByRole('alert').textContent).toContain('A booking number has 8 digits.');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '4821 3097{Enter}');
    expect(navigate).toHaveBeenCalledWith('/account?booking=48213097', undefined);
  });
});
