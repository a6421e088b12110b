import {
  activityImagesResponseSchema,
  activityOnlyDetailSchema,
  type ActivityImagesResponse,
  type ActivityOnlyDetail,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { renderWithBundles } from '@shop/test-support/render';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NAMESPACE } from '../i18n';
import en from '../locales/en.json' with { type: 'json' };

/** Renders with this app's English copy (as ?lng=en does in the browser) and a fresh SWR cache. */
export function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  return renderWithBundles({ [NAMESPACE]: en }, ui, { swr: {} });
}

const LONG = 'A'.repeat(240) + ' and the rest of a long summary that goes on.';

/** An activity-only detail answer (API-017), parsed by the contract (ADR 0027). */
export function activityDetail(overrides: Partial<ActivityOnlyDetail> = {}): ActivityOnlyDetail {
  const location = {
    id: 5_000_020,
    label: 'Spa Lumière Paris',
    address: '12 rue de Rivoli',
    zipCode: '75001',
    city: 'Paris',
    latitude: 48.85,
    longitude: 2.35,
  };
  return fixture(activityOnlyDetailSchema, {
    id: 500_002,
    imagesBySize: {
      '120_80': ['/i/1-120.svg', '/i/2-120.svg'],
      '640_360': ['/i/1-640.svg', '/i/2-640.svg'],
      '960_540': ['/i/1-960.svg', '/i/2-960.svg'],
    },
    label: 'Spa afternoon in Paris',
    description: 'Two hours of spa for two.',
    activities: [
      {
        activityId: 2,
        title: 'Spa access',
        description: LONG,
        univers: 'WELLNESS',
        composition: 'Spa access, herbal tea',
        schedules: [],
        importantInformation: '',
        activityCenter: null,
        imageUrl: null,
        detailList: [],
        duration: '2 h',
        where: '',
        whyList: [],
        mustKnowList: [],
        how: '',
        type: 'ACTIVITY',
        repeated: false,
        when: '',
        singleDay: true,
        icon: 'spa',
        activityParticipantsLabel: '',
        displayPax: true,
        menu: null,
      },
      {
        activityId: 3,
        title: 'Gourmet dinner',
        description: 'A three-course dinner.',
        univers: 'GASTRONOMY',
        composition: 'Dinner',
        schedules: [],
        importantInformation: '',
        activityCenter: null,
        imageUrl: null,
        detailList: [],
        duration: '',
        where: '',
        whyList: [],
        mustKnowList: [],
        how: '',
        type: 'DINNER',
        repeated: false,
        when: '',
        singleDay: true,
        icon: 'dinner',
        activityParticipantsLabel: '',
        displayPax: true,
        menu: `Menu: ${'B'.repeat(260)}`,
      },
    ],
    importantInformation: 'Bring a swimsuit.',
    prices: [1, 2, 3].map((adults) => ({
      paxComposition: { adults },
      sellPrice: 4_000 * adults,
      barPrice: 5_000 * adults,
      promoPercentageRounded: 20,
    })),
    pricesByAdults: {
      '1': { sellPrice: 4_000, refPrice: 5_000, promo: 20, moneySaved: 1_000 },
      '2': { sellPrice: 8_000, refPrice: 10_000, promo: 20, moneySaved: 2_000 },
      '3': { sellPrice: 12_000, refPrice: 12_300, promo: 0, moneySaved: 300 },
    },
    paxRange: { min: 1, max: 3, default: 2 },
    breadCrumb: [{ label: 'Home', uri: '' }],
    pageModel: {
      metaRobots: 'index, follow',
      canonicalUrl: 'https://www.weekend-shop.fr/activity/500002',
      pageTitle: 'Spa afternoon in Paris',
      alternateUrls: [{ locale: 'fr_FR', url: 'https://www.weekend-shop.fr/activity/500002' }],
    },
    published: true,
    uri: 'activity/500002',
    mainActivityCenter: null,
    locations: [location],
    schedules: ['Monday to Sunday, 10:00 to 20:00'],
    niceToKnow: ['Towels provided'],
    tags: [],
    voucherValidityMonths: 12,
    ...overrides,
  });
}

/** The images answer (API-018) of the detail above. */
export const ACTIVITY_IMAGES: ActivityImagesResponse = fixture(activityImagesResponseSchema, [
  {
    url: '/i/1-960.svg',
    alt: 'The spa pool',
    sizes: { '120_80': '/i/1-120.svg', '640_360': '/i/1-640.svg', '960_540': '/i/1-960.svg' },
  },
  {
    url: '/i/2-960.svg',
    alt: 'The relaxation room',
    sizes: { '120_80': '/i/2-120.svg', '640_360': '/i/2-640.svg', '960_540': '/i/2-960.svg' },
  },
]);
