/** The gifting tests' API answers, each parsed by its contract schema. */
import {
  GIFT_CARD_CUSTOMIZATION,
  giftBoxesResponseSchema,
  giftCardOptionsSchema,
  giftCodeLookupResponseSchema,
  type GiftCardCode,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

export const giftCardOptions = () =>
  fixture(giftCardOptionsSchema, {
    currency: 'EUR',
    amounts: [
      { amount: 2_500, isDefault: false },
      { amount: 5_000, isDefault: true },
      { amount: 10_000, isDefault: false },
    ],
    designs: [
      { id: 1, name: 'Birthday', image: '/api/images/gifting/giftcard-birthday.svg' },
      { id: 2, name: 'Thank you', image: '/api/images/gifting/giftcard-thanks.svg' },
    ],
    customization: {
      fromName: { ...GIFT_CARD_CUSTOMIZATION.fromName },
      recipientName: { ...GIFT_CARD_CUSTOMIZATION.recipientName },
      message: { ...GIFT_CARD_CUSTOMIZATION.message },
    },
    validityMonths: 12,
  });

export const giftBoxes = () =>
  fixture(giftBoxesResponseSchema, {
    results: [
      {
        id: 1,
        title: 'Gourmet escape',
        description: 'A night with dinner for two',
        rating: 9.1,
        price: 14_990,
        promoPrice: 12_990,
        discount: 14,
        image: '/api/images/gifting/box-gourmet-escape.svg',
        link: '/boxes/gourmet-escape',
        utmMedium: null,
      },
      {
        id: 3,
        title: 'Romantic weekend',
        description: 'Two nights with breakfast',
        rating: 9,
        price: 24_990,
        promoPrice: 24_990,
        discount: 0,
        image: '/api/images/gifting/box-romantic-weekend.svg',
        link: '/boxes/romantic-weekend',
        utmMedium: null,
      },
    ],
  });

export const giftCardCode = (overrides: Partial<GiftCardCode> = {}) =>
  fixture(giftCodeLookupResponseSchema, {
    kind: 'giftCard',
    maskedCode: '****-****-****-WXYZ',
    status: 'valid',
    expiresOn: '2027-11-26',
    currency: 'EUR',
    amount: 10_000,
    balance: 6_000,
    ...overrides,
  });
