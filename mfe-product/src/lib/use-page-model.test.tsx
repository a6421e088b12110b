import { platformStore } from '@shop/platform';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { usePageModel, type PageModel } from './use-page-model';

const MODEL: PageModel = {
  metaRobots: 'index, follow',
  canonicalUrl: 'https://www.weekend-shop.fr/activity/500002',
  pageTitle: 'Spa in Paris',
  alternateUrls: [
    { locale: 'fr_FR', url: 'https://www.weekend-shop.fr/activity/500002' },
    { locale: 'nl_BE', url: 'https://nl.weekend-shop.be/activity/500002' },
  ],
};

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="robots" content="noindex">';
  document.title = 'Weekend Shop';
});
afterEach(() => {
  platformStore.setState({ environment: { production: false, indexing: false } });
});

describe('page model in the document head (PROD-075)', () => {
  it('PROD-075: title, canonical and alternates from the page model, removed on unmount', () => {
    platformStore.setState({ environment: { production: true, indexing: true } });
    const { unmount } = renderHook(() => usePageModel(MODEL));
    expect(document.title).toBe('Spa in Paris | Weekend Shop');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      MODEL.canonicalUrl,
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')];
    expect(alternates.map((link) => link.getAttribute('hreflang'))).toEqual(['fr-FR', 'nl-BE']);
    expect(robots()).toBe('index, follow');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(robots()).toBe('noindex');
    expect(document.title).toBe('Weekend Shop');
  });

  it('PROD-075: robots stays the shell noindex where the environment does not allow indexing', () => {
    renderHook(() => usePageModel(MODEL));
    expect(robots()).toBe('noindex');
  });

  it('PROD-075: an expired voucher model says noindex', () => {
    platformStore.setState({ environment: { production: true, indexing: true } });
    renderHook(() => usePageModel({ ...MODEL, metaRobots: 'noindex, follow' }));
    expect(robots()).toBe('noindex, follow');
  });
});
