import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the buyer form (CHK-033) with a valid French buyer. */
export async function fillBuyer() {
  const form = screen.getByTestId('buyer-form');
  await userEvent.selectOptions(within(form).getByLabelText('Title'), 'MRS');
  await userEvent.type(within(form).getByLabelText('First name'), 'Camille');
  await userEvent.type(within(form).getByLabelText('Last name'), 'Durand');
  await userEvent.type(within(form).getByLabelText('Email'), 'camille@example.fr');
  await userEvent.type(within(form).getByLabelText('Phone number'), '06 12 34 56 78');
  await userEvent.type(within(form).getByLabelText('Address'), '12 rue des Lilas');
  await userEvent.type(within(form).getByLabelText('Postal code'), '75011');
  await userEvent.type(within(form).getByLabelText('City'), 'Paris');
  await userEvent.selectOptions(within(form).getByLabelText('Country'), 'FR');
}
