import { platformStore } from '@shop/platform';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { offersAnswer } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { CareShareSlot } from './CareShareSlot';
import type { FunctionLike } from 'jest-mock';

const location = { pathname: '/search', search: '?lng=en&page=1', hash: '#city=64&a=3' };
const publicUrl = 'http://be.localhost:4310/search?page=1#city=64&a=3';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

beforeEach(() => {
  platformStore.setState({
    language: 'en',
    locale: 'fr_BE',
    careMode: true,
    publicHost: 'be.localhost:4310',
    location,
  });
});
afterEach(() => {
  unstubAllGlobals();
  platformStore.setState({ careMode: false });
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CareShareSlot (SHELL-052, BEY-015)', () => {
  it('SHELL-052: shoppers see no shareable link', async () => {
    platformStore.setState({ careMode: false });
    await renderWithCopy(<CareShareSlot />);
    expect(screen.queryByTestId('care-share')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy shareable link' })).not.toBeInTheDocument();
  });

  it('SHELL-052: in care mode the link of the search is on the public host; Copy puts it on the clipboard', async () => {
    // After userEvent.setup(), which installs a clipboard of its own.
    const user = userEvent.setup();
    const writeText = jest.fn<FunctionLike>(async () => undefined);
    clipboard(writeText);
    await renderWithCopy(<CareShareSlot />);
    const input = await screen.findByRole('textbox', { name: 'Shareable link' }, { timeout: 5000 });
    expect(input).toHaveValue(publicUrl);
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Shareable link of this search' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy shareable link' }));
    expect(writeText).toHaveBeenCalledWith(publicUrl);
    expect(await screen.findByText('Link copied.')).toHaveAttribute('role', 'status');
  });

  it('BEY-015: the agent sees the current criteria beside the link', async () => {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => Response.json(offersAnswer(2, 2, 'Spa'))),
    );
    await renderWithCopy(<CareShareSlot />);
    const criteria = await screen.findByTestId('care-criteria', {}, { timeout: 5000 });
    await screen.findByText(/Spa/);
    expect(criteria).toHaveTextContent(/^Current search: .+ · .+ · Spa · 3 /);
  });

  it('SHELL-052: a refused clipboard selects the link for a manual copy and says so', async () => {
    const user = userEvent.setup();
    clipboard(jest.fn<FunctionLike>(async () => Promise.reject(new Error('denied'))));
    await renderWithCopy(<CareShareSlot />);
    const input = await screen.findByRole<HTMLInputElement>(
      'textbox',
      { name: 'Shareable link' },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('button', { name: 'Copy shareable link' }));
    expect(await screen.findByText(/could not be copied automatically/)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(publicUrl.length);
  });
});
