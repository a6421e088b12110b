import {
  handoffResponseSchema,
  availableCustomSubElementsResponseSchema,
  giftVoucherPrice,
  giftVoucherQuoteSchema,
  shippingCostsResponseSchema,
  singleVoucherPricesSchema,
  subElementsResponseSchema,
  upsellResponseSchema,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { json, type FetchAnswer } from '@shop/test-support/fetch';

export const PRICES = fixture(singleVoucherPricesSchema, {
  id: 12,
  label: 'Spa weekend in Annecy',
  priceList: [
    { nights: 1, sellPrice: 10_000, sellPrices: [10_000, 10_800, 11_500] },
    { nights: 2, sellPrice: 19_200, sellPrices: [19_200, 20_700, 22_100] },
  ],
  shippingCosts: { amount: 490, internationalShippingFeesPerCountry: { BE: 300 } },
  customization: {
    fromName: { maxLength: 40, mandatory: false, textOnly: true },
    message: { maxLength: 180, mandatory: false },
  },
  isGiftable: true,
  validityMonths: 12,
  adults: 2,
});

export const SHIPPING = fixture(shippingCostsResponseSchema, {
  pointOfSale: 'FR',
  amount: 490,
  error: null,
});

export const SUB_ELEMENTS = fixture(subElementsResponseSchema, {
  groups: [
    {
      id: 1,
      name: 'Packaging',
      singleSelection: true,
      elements: [
        {
          id: 1,
          name: 'Classic envelope',
          image: 'e.svg',
          price: 0,
          isRecommended: false,
          isDefault: true,
        },
        {
          id: 2,
          name: 'Gift box',
          image: 'b.svg',
          price: 690,
          isRecommended: true,
          isDefault: false,
        },
      ],
    },
  ],
});

export const CUSTOM = fixture(availableCustomSubElementsResponseSchema, {
  availableCustomSubElements: [
    {
      id: 7,
      name: 'Chocolates',
      imageUrl: 'c.svg',
      recommendedByWed: true,
      price: 990,
      categoryId: 3,
    },
  ],
  categories: [
    {
      id: 3,
      description: 'Gourmet extras',
      names: {
        en: 'Gourmet extras',
        fr: 'Extras gourmands',
        es: 'Extras',
        nl: 'Extra’s',
        it: 'Extra',
      },
      singleSelection: false,
    },
  ],
});

export const UPSELL = fixture(upsellResponseSchema, {
  singleVoucherProducts: [
    {
      id: 40,
      label: 'Spa weekend with dinner',
      uri: 'weekend/40',
      priceDifferencePerLos: { '1': 2_500, '2': 5_000 },
      priceDifference: 2_500,
      programLine: [],
    },
  ],
});

/** The gifting calls of the test weekend, the quote priced by the contract's rule. */
export const giftingApi =
  (overrides: Partial<Record<'prices' | 'shipping' | 'handoff', unknown>> = {}): FetchAnswer =>
  (url, init) => {
    const parsed = new URL(url, 'https://shop.test');
    if (parsed.pathname === '/api/front/checkout/handoff') {
      // CHK-001: the gifting hand-off answers with the voucher's amount for its nights.
      const body = JSON.parse(String(init?.body ?? '{}')) as {
        productId: number;
        giftNights: number;
      };
      return json(
        overrides.handoff ??
          fixture(handoffResponseSchema, {
            ok: true,
            flow: 'gifting',
            offerId: body.productId,
            reservationCriteria: null,
            giftNights: body.giftNights,
            amount: 9_600 * body.giftNights * 2,
          }),
      );
    }
    if (parsed.pathname.startsWith('/api/single-voucher/')) return json(overrides.prices ?? PRICES);
    if (parsed.pathname === '/api/front/single-voucher/shipping-costs') {
      return json(overrides.shipping ?? SHIPPING);
    }
    if (parsed.pathname === '/api/front/sub-elements') return json(SUB_ELEMENTS);
    if (parsed.pathname.endsWith('available-custom-sub-elements')) return json(CUSTOM);
    if (parsed.pathname.endsWith('/upsell.json')) return json(UPSELL);
    if (parsed.pathname === '/api/front/gift-vouchers/quote') {
      const q = parsed.searchParams;
      const ids = (key: string) => (q.get(key) ?? '').split('-').filter(Boolean).map(Number);
      const prices = [
        ...SUB_ELEMENTS.groups.flatMap((group) => group.elements),
        ...CUSTOM.availableCustomSubElements,
      ];
      const format = q.get('format') === 'PHYSICAL' ? 'PHYSICAL' : 'DIGITAL';
      const price = giftVoucherPrice({
        priceList: PRICES.priceList,
        nights: Number(q.get('nights')),
        format,
        shippingCost: 490,
        subElementPrices: [...ids('subElements'), ...ids('customSubElements')].map(
          (id) => prices.find((element) => element.id === id)?.price ?? 0,
        ),
      });
      return price
        ? json(fixture(giftVoucherQuoteSchema, price))
        : json({ error: 'BAD_REQUEST', message: 'nights' }, 400);
    }
    return json({ error: 'NOT_FOUND', message: url }, 404);
  };
