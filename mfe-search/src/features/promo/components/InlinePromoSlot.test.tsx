import type {
  BoxesBlock,
  GiftBlock,
  TargetedBanner,
  TargetedBannerCatalogue,
} from '@shop/api-contract';
import type { SearchFlow } from '@shop/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { INTERNAL_ERROR, notFoundError } from '../../../test/errors';

// ADR 0014: the blocks wait for the page's idle moment; here that moment is now.
jest.unstable_mockModule('@shop/design-system/when-idle', () => ({ useIdle: () => true }));

const { boxesBlockSchema, giftBlockSchema, targetedBannerCatalogueSchema, targetedBannerSchema } =
  await import('@shop/api-contract');
const { fixture } = await import('@shop/api-contract/fixture');
const { parseSearchHash } = await import('@shop/criteria');
const { platformStore } = await import('@shop/platform');
const { stubIntersectionObserver } = await import('@shop/test-support/intersection');
const { offerCard } = await import('../../../test/offers');
const { renderWithCopy } = await import('../../../test/render');
const { ResultsGrid } = await import('../../../entities/offer/components/ResultsGrid');
const { InlinePromoSlot } = await import('./InlinePromoSlot');

const HASH = '#city=64&theme=3';

function banner(title: string, targeting: TargetedBanner['targeting']): TargetedBanner {
  return fixture(targetedBannerSchema, {
    title,
    subtitle: `${title} subtitle`,
    imageUrl: 'https://images.weekend-shop.test/banners/search-desktop.jpg',
    imageMobile: 'https://images.weekend-shop.test/banners/search-mobile.jpg',
    imagePosition: 'center',
    imageAlt: title,
    ctas: [
      { label: 'Go now', url: '/search?isLessThanTwoHours=true', newTab: false },
      { label: 'Sneaky', url: 'javascript:alert(1)', newTab: false },
      { label: 'Partner', url: 'https://partner.example/offer', newTab: true },
    ],
    url: '/search',
    newTab: false,
    category: 'stay',
    campaign: 'c',
    trackingBlockName: 'targeted-banner-search',
    targeting,
  });
}

const TARGETED: TargetedBannerCatalogue = fixture(targetedBannerCatalogueSchema, {
  fr_FR: {
    home: [banner('Home banner', { page: 'home' })],
    search: [
      banner('Spa in gifting', { theme: 'spa', flow: 'gifting' }),
      banner('Close to home', { isLessThanTwoHours: true }),
      banner('Spa weekends', { theme: '3', page: 'search' }),
      banner('Any search', {}),
    ],
  },
});
const GIFT: GiftBlock = fixture(giftBlockSchema, {
  fr_FR: {
    title: 'Give a weekend',
    subtitle: 'Gifts for every taste',
    imageSmall: '/api/images/gifting/block-small.svg',
    imageLarge: '/api/images/gifting/block-large.svg',
    boxURL: '/boxes/best-sellers',
    singleVoucherURL: '/gift/search?from=block',
    giftcardURL: '/giftcard/customization',
    activityOnlyURL: 'javascript:void(0)',
    campaign: 'gift-block',
    category: 'gift',
  },
});
const BOXES: BoxesBlock = fixture(boxesBlockSchema, {
  locale: 'fr_FR',
  campaign: 'best-boxes',
  title: 'Our best boxes',
  subtitle: 'Chosen for you',
  buttonLabel: 'See all',
  buttonURL: '/boxes/best-sellers',
  results: [
    {
      id: 102,
      title: 'Second box',
      image: '/x.svg',
      url: '/boxes/102',
      includedContent: 'x',
      rating: 8.7,
      price: 9990,
      promoPrice: 9990,
      discount: 0,
      position: 2,
      campaign: 'best-boxes',
    },
    {
      id: 101,
      title: 'Spa escape box',
      image: '/x.svg',
      url: '/boxes/101',
      includedContent: 'x',
      rating: 9.1,
      price: 14990,
      promoPrice: 11990,
      discount: 21,
      position: 1,
      campaign: 'best-boxes',
    },
  ],
});

let fetchMock: jest.Mock<FunctionLike>;
function answerContent(fail = false) {
  fetchMock = jest.fn(async (url: string) => {
    if (fail) return Response.json(INTERNAL_ERROR, { status: 500 });
    if (url === '/api/content/targetedBanner.json') return Response.json(TARGETED);
    if (url === '/api/front/content/giftBlock') return Response.json(GIFT);
    if (url === '/api/front/content-boxes-block/fr_FR') return Response.json(BOXES);
    return Response.json(notFoundError(url), { status: 404 });
  });
  stubGlobal('fetch', fetchMock);
}
const calledUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).sort();

/** The grid as the results page mounts it: the slot after the first row, scrolled near. */
async function renderGrid(flow: SearchFlow, count = 6, hash = HASH) {
  const viewport = stubIntersectionObserver();
  await act(() =>
    renderWithCopy(
      <ResultsGrid
        cards={Array.from({ length: count }, (_, index) => offerCard({ id: index + 1 }))}
        renderCard={(card) => <div data-testid="offer-card">{card.label}</div>}
        afterFirstRow={
          <InlinePromoSlot
            shownCount={count}
            flow={flow}
            criteria={parseSearchHash(hash)}
            hash={hash}
            details={null}
            formatTag="en-FR"
          />
        }
      />,
    ),
  );
  const slot = screen.queryByTestId('inline-promos-slot');
  if (slot) await viewport.enter(slot);
  return viewport;
}

const promoKinds = () =>
  within(screen.getByTestId('inline-promos'))
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-promo'))
    .map((item) => item.getAttribute('data-promo'));
const tile = (kind: string) =>
  screen.getByTestId('inline-promos').querySelector<HTMLElement>(`[data-promo="${kind}"]`)!;

beforeAll(() => import('./InlinePromos'));
beforeEach(() => platformStore.setState({ locale: 'fr_FR', language: 'en', careMode: false }));
afterEach(() => {
  unstubAllGlobals();
});

describe('InlinePromoSlot', () => {
  it('SRCH-005: stays show the targeted banner and gift-stay and single-voucher banners after the first 3 results', async () => {
    answerContent();
    await renderGrid('booking');
    const section = await screen.findByRole('region', { name: 'Gift ideas and offers' });
    // After the first row of 3 cards, before the next block.
    const [firstRow, secondBlock] = screen
      .getAllByRole('list')
      .filter((list) => list.hasAttribute('data-block'));
    expect(within(firstRow!).getAllByTestId('offer-card')).toHaveLength(3);
    expect(firstRow!.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(section.compareDocumentPosition(secondBlock!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(promoKinds()).toEqual(['targetedBanner', 'giftStayBanner', 'singleVoucherBanner']);

    // CONT-013, LEFT-037: the first banner of the search page matching theme 3 wins.
    const targeted = within(tile('targetedBanner'));
    expect(targeted.getByRole('heading', { name: 'Spa weekends' })).toBeVisible();
    // Sanitised content: no javascript: link; the image of another host (CSP) is left out.
    expect(targeted.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/search?isLessThanTwoHours=true',
      'https://partner.example/offer',
    ]);
    expect(targeted.getByRole('link', { name: 'Partner (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(targeted.queryByRole('img')).toBeNull();

    expect(
      within(tile('giftStayBanner')).getByRole('link', { name: 'Offer a stay' }),
    ).toHaveAttribute('href', '/gift/search#city=64&theme=3');
    expect(
      within(tile('singleVoucherBanner')).getByRole('link', { name: 'See the gift vouchers' }),
    ).toHaveAttribute('href', '/gift/search?from=block');
    expect(calledUrls()).toEqual([
      '/api/content/targetedBanner.json',
      '/api/front/content/giftBlock',
    ]);
  });

  it('SRCH-005: gifts show the first box, the gift-card banner and the gift block', async () => {
    answerContent();
    await renderGrid('gifting');
    await screen.findByRole('region', { name: 'Gift ideas and offers' });
    expect(promoKinds()).toEqual(['box', 'giftCardBanner', 'giftBlock']);
    const box = within(tile('box'));
    expect(box.getByRole('heading', { name: 'Spa escape box' })).toBeVisible();
    expect(box.getByText('Rated 9.1/10')).toBeVisible();
    expect(box.getByText('€119.90')).toBeVisible();
    // CRIT-078: ceil(100 - 100 × 119.90 / 149.90) = 21.
    expect(box.getByText('-21%')).toBeVisible();
    expect(box.getByRole('link', { name: 'Discover the box (Spa escape box)' })).toHaveAttribute(
      'href',
      '/boxes/101',
    );
    const gift = within(tile('giftBlock'));
    expect(gift.getByRole('heading', { name: 'Give a weekend' })).toBeVisible();
    // The javascript: activity link is dropped.
    expect(gift.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Gift boxes',
      'Gift vouchers',
      'Gift cards',
    ]);
  });

  it('SHELL-054: with the gift boxes toggle off no box tile (nor its call) and no boxes link', async () => {
    const { DEFAULT_FLAGS } = await import('@shop/platform');
    platformStore.setState({ flags: { ...DEFAULT_FLAGS, giftBoxes: false } });
    answerContent();
    await renderGrid('gifting');
    await screen.findByRole('region', { name: 'Gift ideas and offers' });
    await waitFor(() => expect(promoKinds()).toEqual(['giftCardBanner', 'giftBlock']));
    expect(
      within(tile('giftBlock'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Gift vouchers', 'Gift cards']);
    expect(calledUrls().some((url) => url.includes('/content-boxes-block/'))).toBe(false);
    platformStore.setState({ flags: DEFAULT_FLAGS });
  });

  it('SRCH-005: a failed content call leaves its block out silently; the gift banners remain', async () => {
    answerContent(true);
    await renderGrid('activity');
    await screen.findByRole('region', { name: 'Gift ideas and offers' });
    expect(promoKinds()).toEqual(['giftCardBanner']);
    expect(
      within(tile('giftCardBanner')).getByRole('link', { name: 'Create a gift card' }),
    ).toHaveAttribute('href', '/giftcard/customization');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SRCH-005: lazy: nothing is asked until the reserved slot nears the viewport', async () => {
    const viewport = stubIntersectionObserver();
    answerContent();
    await act(() =>
      renderWithCopy(
        <InlinePromoSlot
          shownCount={3}
          flow="booking"
          criteria={parseSearchHash(HASH)}
          hash={HASH}
          details={null}
          formatTag="en-FR"
        />,
      ),
    );
    const slot = screen.getByTestId('inline-promos-slot');
    expect(slot).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
    await viewport.enter(slot);
    expect(await screen.findByRole('region', { name: 'Gift ideas and offers' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('SRCH-005: optional extras: a browser without IntersectionObserver gets none', async () => {
    stubGlobal('IntersectionObserver', undefined);
    answerContent();
    await act(() =>
      renderWithCopy(
        <InlinePromoSlot
          shownCount={6}
          flow="booking"
          criteria={parseSearchHash(HASH)}
          hash={HASH}
          details={null}
          formatTag="en-FR"
        />,
      ),
    );
    expect(screen.getByTestId('inline-promos-slot')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('SRCH-005: fewer than 3 results get no inline block', async () => {
    answerContent();
    await renderGrid('booking', 2);
    expect(screen.queryByTestId('inline-promos-slot')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('SRCH-006: customer-care mode hides the inline promotional blocks', async () => {
    platformStore.setState({ careMode: true });
    answerContent();
    await renderGrid('booking');
    expect(screen.getAllByTestId('offer-card')).toHaveLength(6);
    expect(screen.queryByTestId('inline-promos-slot')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Gift ideas and offers' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
