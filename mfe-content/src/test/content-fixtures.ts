import {
  activitySearchResponseSchema,
  boxesBlockSchema,
  homepageContentSchema,
  homepageResponseSchema,
  ideasResponseSchema,
  landingPageSchema,
  minisiteSchema,
  offersResponseSchema,
  searchKeySchema,
  staticContentSchema,
  targetedBannerCatalogueSchema,
  type HomepageContent,
  type OfferCard,
  type TargetedBanner,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { offerCard as sampleOfferCard } from '@shop/api-contract/samples';
import { stubGlobal } from '@shop/test-support';
import { jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';

/** The content answers of the pages' calls, built and checked by the contract (fixture()). */
export function flowContent(flow: 'booking' | 'gifting', extra: Partial<HomepageContent> = {}) {
  const gifting = flow === 'gifting';
  return fixture(homepageContentSchema, {
    seo: {
      title: gifting ? 'Gift a weekend' : 'Weekend breaks at the best price',
      description: gifting ? 'Offer a getaway.' : 'Book a weekend in a hand-picked hotel.',
      index: true,
      follow: false,
    },
    header: { showHeader: true },
    promoBar: {
      internalCode: `promo-bar-${flow}`,
      campaign: 'spring-2026',
      category: gifting ? 'gift' : 'stay',
      flow,
      showFlowTabs: true,
      links: [
        {
          internalCode: 'stays',
          label: 'Stays',
          url: '/?flow=booking',
          newTab: false,
          variant: 'default',
        },
        {
          internalCode: 'last-minute',
          label: 'Last-minute deals',
          url: '/search?sort=lastMinute',
          newTab: false,
          variant: 'black',
        },
        {
          internalCode: 'partner',
          label: 'Partner offers',
          url: 'https://partner.test/offers',
          newTab: true,
          variant: 'default',
        },
      ],
    },
    jumbotron: {
      title: gifting ? 'Give a weekend away' : 'Your next weekend starts here',
      subtitle: gifting
        ? 'Vouchers valid for 12 months'
        : 'Over 2,000 hotels with breakfast, dinner, spa or activity included',
      imageSmall: `/api/images/content/home-${flow}-small.svg`,
      imageLarge: `/api/images/content/home-${flow}-large.svg`,
    },
    blocks: [
      {
        type: 'mainUsp',
        columns: 4,
        items: [
          { label: 'Best price guaranteed', icon: 'price' },
          { label: 'Free cancellation', icon: 'cancel' },
        ],
      },
      gifting
        ? { type: 'boxes', source: '/api/front/content-boxes-block/fr_FR' }
        : {
            type: 'topSearchResults',
            title: 'Top weekends right now',
            search: { count: 3, type: 'stays', url: '/search', newTab: false },
            searchKey: 'romantic-weekends',
          },
      {
        type: 'categories',
        items: [
          {
            label: 'Romantic weekend',
            url: '/search?theme=romantic',
            image: '/api/images/content/themes-romantic.svg',
          },
          {
            label: 'Spa and wellness',
            url: '/search?theme=spa',
            image: '/api/images/content/themes-spa.svg',
          },
        ],
      },
      { type: 'targetedBanner', page: 'home' },
      {
        type: 'jumbotronPromo',
        title: 'Looking for a gift?',
        subtitle: 'They choose the date',
        image: '/api/images/content/promo-gift.svg',
        cta: { label: 'Discover', url: '/gift/search', newTab: false },
      },
      {
        type: 'marketingCarousel',
        items: [1, 2, 3, 4].map((n) => ({
          title: `Selection ${n}`,
          url: `/landing/selection-${n}`,
          image: `/api/images/content/selections-${n}.svg`,
        })),
      },
    ],
    footer: { showFooter: true, showLegal: true, showNewsletter: true, showContact: true },
    ...extra,
  });
}

export function homepage(activity?: HomepageContent) {
  const booking = flowContent('booking');
  return fixture(homepageResponseSchema, {
    locale: 'fr_FR',
    booking,
    gifting: flowContent('gifting'),
    activity: activity ?? booking,
    fallbackFlows: activity ? [] : ['activity'],
  });
}

export const BOXES = fixture(boxesBlockSchema, {
  locale: 'fr_FR',
  campaign: 'best-boxes',
  title: 'Our best-selling gift boxes',
  subtitle: 'A choice of hotels and experiences',
  buttonLabel: 'See all gift boxes',
  buttonURL: '/boxes/best-sellers',
  results: [
    {
      id: 101,
      title: 'Romantic escape',
      image: '/api/images/content/boxes-101.svg',
      url: '/boxes/101',
      includedContent: 'One night with breakfast',
      rating: 9.1,
      price: 14_990,
      promoPrice: 11_990,
      discount: 21,
      position: 1,
      campaign: 'best-boxes',
    },
    {
      id: 102,
      title: 'Spa and wellness',
      image: '/api/images/content/boxes-102.svg',
      url: '/boxes/102',
      includedContent: 'One night and a spa',
      rating: 8.7,
      price: 9_990,
      promoPrice: 9_990,
      discount: 0,
      position: 2,
      campaign: 'best-boxes',
    },
  ],
});

export function banner(title: string, targeting: TargetedBanner['targeting']): TargetedBanner {
  return {
    title,
    subtitle: `${title} subtitle`,
    imageUrl: '/api/images/content/banners-home-desktop.svg',
    imageMobile: '/api/images/content/banners-home-mobile.svg',
    imagePosition: 'center',
    imageAlt: `${title} picture`,
    ctas: [{ label: `${title} CTA`, url: '/search?isLessThanTwoHours=true', newTab: false }],
    url: '/search?isLessThanTwoHours=true',
    newTab: false,
    category: 'stay',
    campaign: 'less-than-two-hours',
    trackingBlockName: 'targeted-banner-home',
    targeting,
  };
}

export const BANNERS = fixture(targetedBannerCatalogueSchema, {
  fr_FR: {
    home: [
      banner('Gift banner', { locale: 'fr_FR', page: 'home', flow: 'gifting' }),
      banner('Spa banner', { locale: 'fr_FR', page: 'home', theme: 'spa' }),
      banner('Home banner', { locale: 'fr_FR', page: 'home' }),
    ],
  },
});

export const SEARCH_KEY = fixture(searchKeySchema, {
  key: 'romantic-weekends',
  type: 'stays',
  label: 'Romantic weekend',
  url: '/search',
  criteria: { theme: 1, flow: 'booking' },
  numberOfPackagesPerHotel: 1,
  page: 0,
  sort: 'priceQuality',
});

/** The shared sample card (@shop/api-contract/samples) with its own id, price and place. */
export const offerCard = (id: number): OfferCard =>
  sampleOfferCard({ id, label: `Weekend ${id}`, sellPrice: 10_000 + id });

/** Four cards: the page shows at most 3 (CONT-021). */
export const OFFERS = fixture(offersResponseSchema, {
  exactMatch: [1, 2, 3, 4].map((id) => offerCard(id)),
  resultsCount: 4,
});

export const EMPTY_ACTIVITIES = fixture(activitySearchResponseSchema, {
  exactMatch: [],
  searchDetails: {
    checkin: null,
    night: null,
    adult: 2,
    child: 0,
    baby: 0,
    hotelId: null,
    totalCount: 0,
    location: null,
    locationHierarchy: [],
    destination: null,
    theme: null,
  },
  resultsCount: 0,
});

export function landing(id = 'romantic-weekends') {
  return fixture(landingPageSchema, {
    id,
    locale: 'fr_FR',
    seo: {
      title: 'Romantic weekends',
      description: 'Our most romantic hotels.',
      index: true,
      follow: true,
    },
    showHeader: true,
    showFooter: true,
    components: [
      { component: 'TopBar', text: 'Best price guaranteed' },
      {
        component: 'JumbotronPromo',
        title: 'Romantic weekends',
        subtitle: 'Our most romantic hotels.',
        image: '/api/images/content/landing-romantic.svg',
      },
      {
        component: 'MainUSP',
        columns: 9,
        items: [
          { label: 'Best price guaranteed' },
          { label: 'Free cancellation' },
          { label: 'Customer care' },
        ],
      },
      {
        component: 'TopSearchResults',
        title: 'Top weekends right now',
        search: { count: 5, newTab: false, type: 'stays', url: '/search' },
        searchKey: 'romantic-weekends',
      },
      {
        component: 'PromoCards',
        columns: 8,
        cards: [1, 2, 3, 4].map((n) => ({
          title: `Selection ${n}`,
          url: `/landing/selection-${n}`,
          image: `/api/images/content/selections-${n}.svg`,
        })),
      },
      { component: 'TargetedBanner', page: 'home' },
      { component: 'BestBoxes', source: '/api/front/content-boxes-block/fr_FR' },
    ],
  });
}

export const IDEAS = fixture(ideasResponseSchema, {
  title: 'Weekend ideas',
  intro: 'Not sure where to go?',
  sections: [
    {
      title: 'By theme',
      intro: 'Pick your mood.',
      ideas: Array.from({ length: 8 }, (_, n) => ({
        url: `/search?theme=${n + 1}`,
        label: `Theme ${n + 1}`,
        cover: `/api/images/content/themes-${n + 1}.svg`,
      })),
    },
    {
      title: 'By season',
      intro: 'Every time of year.',
      ideas: [1, 2, 3, 4].map((n) => ({
        url: `/landing/season-${n}`,
        label: `Season ${n}`,
        cover: `/api/images/content/seasons-${n}.svg`,
      })),
    },
  ],
  regions: [
    { label: 'Provence', url: '/search?region=provence' },
    { label: 'Alsace', url: '/search?region=alsace' },
  ],
});

export const FAQ = fixture(staticContentSchema, {
  id: 'faq',
  title: 'Frequently asked questions',
  content:
    '<h2>How do I change my booking?</h2><p>Use <a href="/contact">the contact page</a>.</p>',
});

export const MINISITE = fixture(minisiteSchema, {
  minisiteId: 'cezam-fr',
  minisiteUrl: 'https://cezam-fr.partners.weekend-shop.test',
  partnerName: 'Cezam Avantages',
  minisiteLocale: 'fr_FR',
  bannerUrls: {
    desktop: '/api/images/content/minisites-cezam-fr-desktop.svg',
    mobile: '/api/images/content/minisites-cezam-fr-mobile.svg',
  },
  logoUrl: '/api/images/content/minisites-cezam-fr-logo.svg',
  footerLegalText: 'Cezam Avantages — example price €99 per night, bookable until 31 December.',
});

export type Routes = Record<string, unknown | ((url: URL, init?: RequestInit) => unknown)>;

/** Stubs fetch: each path answers its body (a function of the request, or a Response). */
export function answerRoutes(routes: Routes) {
  const fetchMock = jest.fn<FunctionLike>(async (input: unknown, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const route = routes[url.pathname];
    if (route === undefined)
      return Response.json({ error: 'NOT_FOUND', message: 'not found' }, { status: 404 });
    const body = typeof route === 'function' ? route(url, init) : route;
    return body instanceof Response ? body : Response.json(body);
  });
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const failure = () =>
  Response.json({ error: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 });
