import { LOCAL_TAX } from '@shop/api-contract/stay-fixtures';
import { platformStore } from '@shop/platform';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { renderWithCopy } from '../../../test/render';
import { LocalTaxInfo } from './LocalTaxInfo';

beforeEach(() => platformStore.setState({ locale: 'fr_FR', language: 'en' }));

describe('local tax (PROD-041..043)', () => {
  it('PROD-041: a tax not paid at the hotel is a sentence saying the price does not include it', async () => {
    await renderWithCopy(<LocalTaxInfo tax={{ ...LOCAL_TAX, toBePaidAtHotel: false }} />);
    expect(screen.getByTestId('local-tax')).toHaveTextContent(
      /^The price does not include the local tax to be paid on site: .+ per person per night\.$/,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('PROD-043: a percentage tax reads as a percentage of the package price', async () => {
    await renderWithCopy(
      <LocalTaxInfo
        tax={{ ...LOCAL_TAX, toBePaidAtHotel: false, type: 'BOOKING_PERCENTAGE', percentage: 3 }}
      />,
    );
    expect(screen.getByTestId('local-tax')).toHaveTextContent(/3\s?%/);
  });
});
