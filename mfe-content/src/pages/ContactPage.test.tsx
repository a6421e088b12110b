import { webcrypto } from 'node:crypto';
import { humanCheckChallengeSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { DEFAULT_FLAGS, MARKETS, platformStore } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { renderWithCopy } from '../test/render';
import ContactPage from './ContactPage';

const CHALLENGE = fixture(humanCheckChallengeSchema, {
  challenge: 'h1.4102444800000.4.abc.sig',
  difficulty: 4,
  expiresAt: '2100-01-01T00:00:00.000Z',
});

let fetchMock: jest.Mock<FunctionLike>;
let submitSpy: jest.Mock<FunctionLike>;

function answerChallenge(status = 200) {
  fetchMock = jest.fn<FunctionLike>(async () => Response.json(CHALLENGE, { status }));
  stubGlobal('fetch', fetchMock);
}

function setLocation(search = '') {
  platformStore.setState({ location: { pathname: '/contact', search, hash: '' } });
}

const renderPage = () => act(() => renderWithCopy(<ContactPage />));

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Leave us a message' }));
  return screen.findByRole('dialog', { name: 'Leave us a message' });
}

async function chooseReason(dialog: HTMLElement, label: string) {
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Reason for your message' }),
    within(dialog).getByRole('option', { name: label }),
  );
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(name);

async function fillValid(dialog: HTMLElement) {
  await userEvent.type(field(dialog, 'Booking number'), '12345678');
  await userEvent.type(field(dialog, 'Name'), "Anne-Marie O'Neil");
  await userEvent.type(field(dialog, 'Email'), 'anne@example.com');
  await userEvent.type(field(dialog, 'Phone number'), '06 12 34 56 78');
  await userEvent.type(field(dialog, /Your message/), 'Can I arrive late?');
}

beforeAll(async () => {
  installDialogPolyfill();
  // The modal is loaded on first open: have its chunk ready.
  await import('../features/contact-form/components/ContactModal');
});
beforeEach(() => {
  platformStore.setState({
    market: MARKETS.FR,
    locale: 'fr_FR',
    language: 'en',
    careMode: false,
    flags: DEFAULT_FLAGS,
    environment: { production: false, indexing: false },
  });
  setLocation('?lng=en');
  window.dataLayer = [];
  submitSpy = jest.fn<FunctionLike>();
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submitSpy as () => void);
  if (!globalThis.crypto?.subtle) stubGlobal('crypto', webcrypto);
  answerChallenge();
});
afterEach(() => {
  jest.restoreAllMocks();
  unstubAllGlobals();
});

describe('contact page help (CONT-028..032)', () => {
  it('CONT-028: a help banner links to the FAQ', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/page/faq');
  });

  it('CONT-029: modify and cancel go to the account with the booking-retrieval hash, invoice with another', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Modify my booking' })).toHaveAttribute(
      'href',
      '/account#r=booking-retrieval',
    );
    expect(screen.getByRole('link', { name: 'Cancel my booking' })).toHaveAttribute(
      'href',
      '/account#r=booking-retrieval',
    );
    expect(screen.getByRole('link', { name: 'Request an invoice' })).toHaveAttribute(
      'href',
      '/account#r=invoice-request',
    );
  });

  it('CONT-030: five popular questions link to FAQ articles', async () => {
    await renderPage();
    const list = screen.getByRole('heading', { name: 'Popular questions' }).nextElementSibling;
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links).toHaveLength(5);
    links.forEach((link, index) => expect(link).toHaveAttribute('href', `/page/faq#q${index + 1}`));
  });

  it('CONT-031, SHELL-054: the chat shows only with the messenger configured and es_ES or production', async () => {
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Start a chat' })).toBeNull();
    act(() => platformStore.setState({ flags: { ...DEFAULT_FLAGS, messenger: true } }));
    expect(screen.queryByRole('button', { name: 'Start a chat' })).toBeNull();
    act(() => platformStore.setState({ locale: 'es_ES', market: MARKETS.ES }));
    expect(screen.getByRole('button', { name: 'Start a chat' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday, 9am to 6pm')).toBeInTheDocument();
    act(() =>
      platformStore.setState({
        locale: 'fr_FR',
        market: MARKETS.FR,
        environment: { production: true, indexing: false },
      }),
    );
    const opened = jest.fn();
    window.addEventListener('shop:messenger-open', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('shop:messenger-open', opened);
  });

  it('CONT-032: "Leave us a message" opens the contact modal with the form', async () => {
    await renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openForm();
    expect(within(dialog).getByRole('combobox', { name: 'Reason for your message' })).toBeVisible();
  });
});

describe('contact form (CONT-033..047)', () => {
  it('CONT-033, CONT-034: only the reason shows first; a reason reveals the form and sets type and subtype', async () => {
    await renderPage();
    const dialog = await openForm();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
    await chooseReason(dialog, 'I have not received my confirmation email');
    expect(field(dialog, 'Email')).toBeVisible();
    const form = dialog.querySelector('form') as HTMLFormElement;
    const data = new FormData(form);
    expect(data.get('requestType')).toBe('Information/request');
    expect(data.get('requestSubtype')).toBe('Confirmation email');
    await chooseReason(dialog, 'Cancel my booking');
    expect(new FormData(form).get('requestType')).toBe('Cancellation Request');
    expect(new FormData(form).get('requestSubtype')).toBe('');
    await chooseReason(dialog, 'Other');
    expect(new FormData(form).get('requestType')).toBe('');
  });

  it('CONT-035: for "Information about an offer" the booking number is hidden and not required', async () => {
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    expect(field(dialog, 'Booking number')).toBeRequired();
    await chooseReason(dialog, 'Information about an offer');
    expect(within(dialog).queryByLabelText('Booking number')).toBeNull();
    await userEvent.type(field(dialog, 'Name'), 'Anna');
    await userEvent.type(field(dialog, 'Email'), 'anna@example.com');
    await userEvent.type(field(dialog, 'Phone number'), '0612345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitSpy).toHaveBeenCalledTimes(1));
  });

  it('CONT-036: the form posts natively every field (trimmed as checked) and the hidden ones', async () => {
    setLocation('?lng=en&ref=contact_error');
    await renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Leave us a message' });
    await chooseReason(dialog, 'Modify my booking');
    await fillValid(dialog);
    await userEvent.type(field(dialog, 'Email'), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitSpy).toHaveBeenCalledTimes(1));
    const form = dialog.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/front/contact');
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      contact_reason: 'modification',
      Booking_ID__c: '12345678',
      name: "Anne-Marie O'Neil",
      email: 'anne@example.com',
      phone: '06 12 34 56 78',
      description: 'Can I arrive late?',
      requestType: 'Modification',
      requestSubtype: '',
      orgid: 'weekend-shop',
      status: 'New',
      type: 'Modification',
      subtype: '',
      language: 'en',
      pos: 'FR',
      retURL: '/contact?lng=en',
      humanCheck: expect.stringMatching(/^h1\./),
    });
  });

  it('CONT-037, CONT-039: a valid send solves the human check, stores the token and posts natively', async () => {
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitSpy).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/front/human-check/challenge');
    const token = String(
      new FormData(dialog.querySelector('form') as HTMLFormElement).get('humanCheck'),
    );
    expect(token.startsWith(`${CHALLENGE.challenge}:`)).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('CONT-037: in care mode the human check is skipped', async () => {
    platformStore.setState({ careMode: true });
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(submitSpy).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('CONT-038: without a human-check token the error alert shows and nothing is posted', async () => {
    answerChallenge(503);
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        "Oops! Something went wrong. Please click on 'Send' again. If the problem persists, please consult our FAQs on the top of the page.",
      ),
    ).toBeVisible();
    expect(submitSpy).not.toHaveBeenCalled();
  });

  it('CONT-038: coming back with ref=contact_error opens the form with the error alert', async () => {
    setLocation('?ref=contact_error');
    await renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Leave us a message' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
  });

  it('CONT-040, LEFT-040: ref=contact_thank_you shows the success alert and records generate_lead once', async () => {
    setLocation('?ref=contact_thank_you');
    const { rerender } = await renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your message. Our customer care team will contact you within 48h.',
    );
    rerender(<ContactPage />);
    expect(window.dataLayer?.filter((entry) => entry.event === 'generate_lead')).toEqual([
      { event: 'generate_lead', lead_source: 'contact_form' },
    ]);
  });

  it('CONT-040, LEFT-040: without the ref there is no success alert and no generate_lead', async () => {
    await renderPage();
    expect(screen.queryByText(/Thank you for your message/)).toBeNull();
    expect(window.dataLayer).toEqual([]);
  });

  it('CONT-041, CONT-042, CONT-044, CONT-045: each rule shows its message on blur', async () => {
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    const cases = [
      ['Booking number', '1234', 'Booking number is composed of 8 digits'],
      ['Email', 'anna@example', 'Email seems incorrect'],
      ['Name', 'R2D2', 'Only text is expected'],
      ['Phone number', '06-12-34-56-7x', 'Phone number seems incorrect'],
    ] as const;
    for (const [label, value, message] of cases) {
      const input = field(dialog, label);
      await userEvent.type(input, value);
      expect(within(dialog).queryByText(message)).toBeNull();
      fireEvent.blur(input);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
  });

  it('CONT-043: the e-mail typo hint replaces the value when clicked', async () => {
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    const email = field(dialog, 'Email');
    await userEvent.type(email, 'anna@gmial.com');
    fireEvent.blur(email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'You mean anna@gmail.com?' }));
    expect(email).toHaveValue('anna@gmail.com');
    expect(within(dialog).queryByRole('button', { name: /You mean/ })).toBeNull();
  });

  it('CONT-046, CONT-047: send validates every field, shows "Mandatory field" and focuses the error summary', async () => {
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const summary = await within(dialog).findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveAccessibleName('Please correct 4 fields:');
    expect(within(summary).getAllByRole('link')).toHaveLength(4);
    for (const label of ['Booking number', 'Name', 'Email', 'Phone number']) {
      expect(field(dialog, label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(dialog, label)).toHaveAccessibleDescription('Mandatory field');
    }
    expect(field(dialog, /Your message/)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(summary).getByRole('link', { name: 'Email: Mandatory field' }));
    expect(field(dialog, 'Email')).toHaveFocus();
    expect(submitSpy).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('CONT-047: success or error styling only after blur and only on required fields', async () => {
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    const name = field(dialog, 'Name');
    await userEvent.type(name, 'Anna');
    expect(name.className).not.toMatch(/valid/);
    fireEvent.blur(name);
    expect(name.className).toMatch(/\bvalid\b/);
    const message = field(dialog, /Your message/);
    await userEvent.type(message, 'Hello');
    fireEvent.blur(message);
    expect(message.className).not.toMatch(/valid/);
  });

  it('CONT-047: Enter on desktop blurs the field (and does not send)', async () => {
    stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
    }));
    await renderPage();
    const dialog = await openForm();
    await chooseReason(dialog, 'Complaint');
    const booking = field(dialog, 'Booking number');
    await userEvent.type(booking, '12{Enter}');
    expect(booking).not.toHaveFocus();
    expect(within(dialog).getByText('Booking number is composed of 8 digits')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
