import { describe, expect, it } from '@jest/globals';
import { readBlock, readBlocks } from './read-block';

describe('content blocks read tolerantly (CONT-007, CONT-020)', () => {
  it('CONT-007 / CONT-020: home block types and landing component names give one model', () => {
    expect(readBlock({ type: 'boxes' })).toEqual({ kind: 'boxes' });
    expect(readBlock({ component: 'BestBoxes' })).toEqual({ kind: 'boxes' });
    expect(readBlock({ component: 'TopBar', text: ' Best price ' })).toEqual({
      kind: 'topBar',
      text: 'Best price',
    });
    expect(readBlock({ type: 'targetedBanner', page: 'product' })).toEqual({
      kind: 'targetedBanner',
      page: 'product',
    });
    expect(readBlock({ type: 'targetedBanner', page: 'elsewhere' })).toMatchObject({
      page: 'home',
    });
  });

  it('CONT-021: top results show at most 3; the type and key come from the config', () => {
    const block = readBlock({
      component: 'TopSearchResults',
      search: { count: 12, type: 'activities', url: '/activities/search', newTab: true },
      searchKey: 'activities-wellness',
    });
    expect(block).toEqual({
      kind: 'topSearchResults',
      title: undefined,
      searchKey: 'activities-wellness',
      count: 3,
      type: 'activities',
      url: '/activities/search',
      newTab: true,
    });
    expect(
      readBlock({ type: 'topSearchResults', search: { count: 0 }, searchKey: 'k' }),
    ).toMatchObject({ count: 1, type: 'stays' });
    expect(readBlock({ type: 'topSearchResults', search: { count: 3 } })).toBeNull();
  });

  it('CONT-024: promo card columns are capped at 5; the USP grid has 1 to 5 columns', () => {
    const cards = [{ title: 'A', url: '/landing/a' }];
    expect(readBlock({ component: 'PromoCards', columns: 9, cards })).toMatchObject({ columns: 5 });
    expect(readBlock({ component: 'PromoCards', columns: 0, cards })).toMatchObject({ columns: 1 });
    const items = [{ label: 'Best price' }];
    expect(readBlock({ component: 'MainUSP', columns: 7, items })).toMatchObject({ columns: 5 });
    expect(readBlock({ component: 'MainUSP', columns: -2, items })).toMatchObject({ columns: 1 });
    expect(readBlock({ component: 'MainUSP', columns: 'x', items })).toMatchObject({ columns: 1 });
  });

  it('issue 14 item 9: links through the safe-href rule, images of this site only', () => {
    const block = readBlock({
      type: 'categories',
      items: [
        { label: 'Bad', url: 'javascript:alert(1)', image: 'https://evil.test/x.png' },
        { label: 'Good', url: '/search?theme=spa', image: '/api/images/content/a.svg' },
      ],
    });
    expect(block).toEqual({
      kind: 'categories',
      items: [
        { label: 'Bad', url: undefined, image: undefined, newTab: false },
        {
          label: 'Good',
          url: '/search?theme=spa',
          image: '/api/images/content/a.svg',
          newTab: false,
        },
      ],
    });
  });

  it('unknown, empty or malformed blocks are left out, never thrown', () => {
    expect(
      readBlocks([
        null,
        'text',
        { type: 'video' },
        { type: 'mainUsp', items: [] },
        { type: 'categories', items: 'x' },
        { type: 'jumbotronPromo' },
        { component: 'TopBar', text: 3 },
        { type: 'boxes' },
      ]),
    ).toEqual([{ kind: 'boxes' }]);
  });
});
