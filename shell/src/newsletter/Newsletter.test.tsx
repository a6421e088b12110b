import { webcrypto } from 'node:crypto';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { MARKETS, platformStore, saveConsent } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunctionLike } from 'jest-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderWithCopy } from '../test/render';
import NewsletterBox from './NewsletterBox';
import NewsletterModal from './NewsletterModal';
import NewsletterPrompt from './NewsletterPrompt';
import {
  isValidEmail,
  NEWSLETTER_HANDLED_KEY,
  NEWSLETTER_MODAL_DELAY_MS,
  NEWSLETTER_MODAL_PAGES,
  NEWSLETTER_CLOSE_AFTER_MS,
  NO_PROMPT_AFFILIATES,
  promptAllowed,
  subscriptionPlace,
} from './newsletter-rules';

const ARRIVED = { pathname: '/', search: '' };

/** Difficulty 0: any nonce solves the human check at once. */
const CHALLENGE = {
  challenge: 'c'.repeat(32),
  difficulty: 0,
  expiresAt: '2030-01-01T00:00:00.000Z',
};

let fetchMock: jest.Mock<FunctionLike>;
function answer(status: number) {
  fetchMock = jest
    .fn<FunctionLike>()
    .mockImplementation(async (url: unknown) =>
      String(url).includes('human-check')
        ? new Response(JSON.stringify(CHALLENGE), { status: 200 })
        : new Response(
            status < 300
              ? JSON.stringify({ subscribed: true, created: status === 201 })
              : JSON.stringify({ error: 'BAD_REQUEST', message: 'no' }),
            { status },
          ),
    );
  stubGlobal('fetch', fetchMock);
}
const subscribeCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('newsletter'));

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  // jsdom has no Web Crypto digest: Node's, as the browser's.
  if (!globalThis.crypto?.subtle) stubGlobal('crypto', webcrypto);
  localStorage.clear();
  platformStore.setState({ market: MARKETS.BE, locale: 'nl_BE' });
});
afterEach(() => unstubAllGlobals());

describe('newsletter rules', () => {
  it('CONT-050: e-mail format', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', 'ana@example', 'a b@example.com'])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('SHELL-020: mounted unless handled or arriving from a listed affiliate', () => {
    expect(promptAllowed(false, '')).toBe(true);
    expect(promptAllowed(true, '')).toBe(false);
    expect(promptAllowed(false, '?affiliate=AWIN')).toBe(false);
    expect(promptAllowed(false, '?affiliate=someone-else')).toBe(true);
  });

  it('LEFT-038: the listed affiliate ids are a constant of the shell, each one keeping the modal away', () => {
    expect(NO_PROMPT_AFFILIATES.length).toBeGreaterThan(0);
    for (const affiliate of NO_PROMPT_AFFILIATES) {
      expect(promptAllowed(false, `?affiliate=${affiliate.toUpperCase()}`)).toBe(false);
      expect(promptAllowed(false, `?utm_source=${affiliate}`)).toBe(false);
    }
  });

  it('CONT-051/053/055: 10 s delay on home, product, search and hotel pages; 1.2 s close; country and language', () => {
    expect(NEWSLETTER_MODAL_DELAY_MS).toBe(10_000);
    expect(NEWSLETTER_CLOSE_AFTER_MS).toBe(1_200);
    expect(NEWSLETTER_MODAL_PAGES).toEqual(
      expect.arrayContaining(['home', 'product', 'search', 'hotel']),
    );
    expect(NEWSLETTER_MODAL_PAGES).not.toContain('contact');
    expect(subscriptionPlace(MARKETS.BE, 'nl_BE')).toEqual({ country: 'be', language: 'nl' });
  });
});

describe('newsletter box (CONT-048..050)', () => {
  it('CONT-050: checked on blur and on Enter; nothing is sent while invalid', async () => {
    answer(201);
    await renderWithCopy(<NewsletterBox />);
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'ana@');
    await userEvent.tab();
    expect(screen.getByText('Email seems incorrect')).toBeInTheDocument();
    await userEvent.type(field, '{Enter}');
    expect(subscribeCalls()).toHaveLength(0);
  });

  it('CONT-048/049/055: sent on 201 with email, country and language; the welcome message follows', async () => {
    answer(201);
    await renderWithCopy(<NewsletterBox />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'ana@example.com{Enter}',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome!');
    const [url, init] = subscribeCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/front/marketing/newsletter');
    expect(JSON.parse(init.body as string)).toMatchObject({
      email: 'ana@example.com',
      country: 'be',
      language: 'nl',
    });
  });

  it('LEFT-040: a subscription from the box or the modal records generate_lead; a failure does not', async () => {
    window.dataLayer = [];
    answer(201);
    const box = await renderWithCopy(<NewsletterBox />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'ana@example.com{Enter}',
    );
    await screen.findByRole('status');
    box.unmount();
    await renderWithCopy(<NewsletterModal onClose={() => {}} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'ana@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('status');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'generate_lead', lead_source: 'newsletter_footer' }),
      expect.objectContaining({ event: 'generate_lead', lead_source: 'newsletter_modal' }),
    ]);
  });

  it('CONT-049: a failure leaves the box unsent and shows nothing', async () => {
    window.dataLayer = [];
    answer(400);
    await renderWithCopy(<NewsletterBox />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'ana@example.com{Enter}',
    );
    await waitFor(() => expect(subscribeCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.dataLayer).toEqual([]);
  });
});

describe('newsletter modal (CONT-051..055)', () => {
  it('CONT-053/055/052: loading, then success with the source; closes after 1.2 s and records the flag', async () => {
    answer(200);
    const onClose = jest.fn();
    await renderWithCopy(<NewsletterModal onClose={onClose} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'ana@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome!');
    const [url] = subscribeCalls()[0] as [string];
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/marketing/newsletter?')).toBe(true);
    expect(Object.fromEntries(query)).toMatchObject({
      email: 'ana@example.com',
      country: 'be',
      language: 'nl',
      source: 'modal',
    });
    expect(localStorage.getItem(NEWSLETTER_HANDLED_KEY)).not.toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('CONT-053: while the subscription runs the submit is disabled; a second click sends nothing', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock = jest
      .fn<FunctionLike>()
      .mockImplementation(async (url: unknown) =>
        String(url).includes('human-check')
          ? new Response(JSON.stringify(CHALLENGE), { status: 200 })
          : new Promise<Response>((resolve) => (release = resolve)),
      );
    stubGlobal('fetch', fetchMock);
    await renderWithCopy(<NewsletterModal onClose={() => {}} />);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail address' }),
      'ana@example.com',
    );
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await userEvent.click(submit);
    expect(subscribeCalls()).toHaveLength(1);
    await act(async () =>
      release(new Response(JSON.stringify({ subscribed: true, created: true }), { status: 201 })),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome!');
  });

  it('CONT-053, CONT-054: a failure is logged and shows nothing; submit comes back, focus clears the error', async () => {
    answer(400);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithCopy(<NewsletterModal onClose={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(field).toHaveAttribute('data-state', 'error'));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    act(() => field.blur());
    await userEvent.click(field);
    expect(field).toHaveAttribute('data-state', 'idle');
    log.mockRestore();
  });

  it('CONT-052: closing records the acquisition flag', async () => {
    answer(200);
    const onClose = jest.fn();
    await renderWithCopy(<NewsletterModal onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem(NEWSLETTER_HANDLED_KEY)).not.toBeNull();
  });
});

describe('newsletter prompt (SHELL-020, CONT-051)', () => {
  it('SHELL-020/CONT-051: opens 10 s after going to another listed page, never on the first page', async () => {
    answer(200);
    await saveConsent({ analytics: false, ads: false });
    platformStore.setState({ location: { pathname: '/', search: '', hash: '' } });
    jest.useFakeTimers();
    try {
      const view = await renderWithCopy(<NewsletterPrompt kind="home" arrival={ARRIVED} />);
      act(() => jest.advanceTimersByTime(20_000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() =>
        platformStore.setState({ location: { pathname: '/search', search: '', hash: '' } }),
      );
      view.rerender(<NewsletterPrompt kind="search" arrival={ARRIVED} />);
      act(() => jest.advanceTimersByTime(9_999));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(
        await screen.findByRole('dialog', { name: "Don't miss our offers" }),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('SHELL-020: not mounted once handled', async () => {
    localStorage.setItem(NEWSLETTER_HANDLED_KEY, '1');
    await saveConsent({ analytics: false, ads: false });
    platformStore.setState({ location: { pathname: '/', search: '', hash: '' } });
    jest.useFakeTimers();
    try {
      const view = await renderWithCopy(<NewsletterPrompt kind="home" arrival={ARRIVED} />);
      act(() =>
        platformStore.setState({ location: { pathname: '/search', search: '', hash: '' } }),
      );
      view.rerender(<NewsletterPrompt kind="search" arrival={ARRIVED} />);
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
