import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { CONSENT_COOKIE, consentStore, reloadConsent, track } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunctionLike } from 'jest-mock';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Footer } from '../footer/Footer';
import { renderWithCopy, SettledPage } from '../test/render';
import ConsentHost from './ConsentHost';

const CONTEXT = { pageType: 'search', abTests: '' };

async function renderConsent(withFooter = false) {
  await act(async () => {
    await renderWithCopy(
      <MemoryRouter>
        <ConsentHost />
        <SettledPage />
        {withFooter && <Footer />}
      </MemoryRouter>,
    );
  });
}

let fetchMock: jest.Mock<FunctionLike>;
beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  reloadConsent();
  fetchMock = jest.fn<FunctionLike>().mockResolvedValue(new Response('{}', { status: 200 }));
  stubGlobal('fetch', fetchMock);
});
afterEach(() => unstubAllGlobals());

describe('cookie consent (BEY-004)', () => {
  it('BEY-004: a first visit shows the banner; "Reject all" is one click like "Accept all"', async () => {
    await renderConsent();
    const banner = screen.getByRole('region', { name: 'Cookies and your privacy' });
    expect(banner).toBeInTheDocument();
    const reject = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    // As easy: same control, same style, side by side.
    expect(reject.className).toBe(accept.className);
    expect(reject.parentElement).toBe(accept.parentElement);
    await userEvent.click(reject);
    expect(consentStore.getState().choice).toMatchObject({ analytics: false, ads: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1.0.0.`);
    expect(
      screen.queryByRole('region', { name: 'Cookies and your privacy' }),
    ).not.toBeInTheDocument();
  });

  it('BEY-004: no analytics call leaves the browser before consent or after refusal; one after acceptance', async () => {
    await renderConsent();
    await track('search', {}, CONTEXT);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await track('search', {}, CONTEXT);
    expect(fetchMock).not.toHaveBeenCalled();
    // The six months are over: the banner asks again.
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    act(() => reloadConsent());
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await track('search', {}, CONTEXT);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body.non_personalized_ads).toBe(false);
  });

  it('BEY-004: a choice per purpose; non_personalized_ads follows the advertising choice', async () => {
    await renderConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Strictly necessary/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Audience measurement/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(consentStore.getState().choice).toMatchObject({ analytics: true, ads: false });
    await track('search', {}, CONTEXT);
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body.non_personalized_ads).toBe(true);
  });

  it('BEY-004: the choice can be reopened from the footer', async () => {
    document.cookie = `${CONSENT_COOKIE}=v1.0.0.${Date.now()}; Path=/`;
    reloadConsent();
    await renderConsent(true);
    expect(
      screen.queryByRole('region', { name: 'Cookies and your privacy' }),
    ).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(consentStore.getState().choice).toMatchObject({ analytics: true, ads: true });
  });
});
