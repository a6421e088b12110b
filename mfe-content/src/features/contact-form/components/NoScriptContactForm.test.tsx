import { platformStore } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { SWRConfig } from 'swr';
import { renderWithCopy } from '../../../test/render';
import NoScriptContactForm from './NoScriptContactForm';

const TOKEN = 'f1.1795000000000.abc.sig';

async function renderForm(search = '') {
  platformStore.setState({ location: { pathname: '/contact', search, hash: '' } });
  const fetchMock = jest.fn<FunctionLike>(async () => Response.json({ token: TOKEN }));
  stubGlobal('fetch', fetchMock);
  const view = await act(() =>
    renderWithCopy(
      <SWRConfig value={{ provider: () => new Map() }}>
        <NoScriptContactForm />
      </SWRConfig>,
    ),
  );
  return { ...view, fetchMock };
}

afterEach(() => {
  unstubAllGlobals();
  platformStore.setState(platformStore.getInitialState(), true);
});

describe('the contact form without JavaScript (CONT-037, ADR 0091)', () => {
  it('shows every field at once and posts natively with the served token, the honeypot out of reach', async () => {
    const { container, fetchMock } = await renderForm('?from=footer');
    const form = container.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/api/front/contact');
    expect(form?.getAttribute('method')).toBe('post');
    expect(screen.getByRole('combobox', { name: 'Reason for your message' })).toBeRequired();
    expect(screen.getAllByRole('option')).toHaveLength(8);
    expect(screen.getByLabelText('Booking number')).not.toBeRequired();
    expect(screen.getByLabelText('Booking number')).toHaveAccessibleDescription(
      'Needed for every reason except information about an offer: 8 digits.',
    );
    for (const name of ['Name', 'Email', 'Phone number'])
      expect(screen.getByLabelText(name)).toBeRequired();
    expect(screen.getByLabelText(/Your message/)).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');

    expect(fetchMock).toHaveBeenCalledWith('/api/front/contact/form-token', expect.anything());
    expect(container.querySelector('input[name="formToken"]')).toHaveValue(TOKEN);
    expect(container.querySelector('input[name="retURL"]')).toHaveValue('/contact?from=footer');
    // The honeypot is hidden from people and assistive technology, and out of the tab order.
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).not.toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a refused send, names the field to check and marks it invalid', async () => {
    await renderForm('?ref=contact_error&field=email');
    expect(
      screen.getByText('Please check the field “Email” and send the form again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // The next send returns to the page without the last answer's ref and field.
    expect(document.querySelector('input[name="retURL"]')).toHaveValue('/contact');
  });

  it('after a failed human check, or an unknown field named, shows the send error', async () => {
    for (const search of ['?ref=contact_error', '?ref=contact_error&field=status']) {
      const { unmount } = await renderForm(search);
      expect(screen.getByText(/Oops! Something went wrong/)).toBeVisible();
      unmount();
    }
  });
});
