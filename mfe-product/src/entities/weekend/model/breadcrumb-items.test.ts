import { describe, expect, it } from '@jest/globals';
import { weekendDetail } from '../../../test/weekend';
import { breadcrumbItems } from './breadcrumb-items';

describe('PROD-002 breadcrumb', () => {
  it('PROD-002: home, the places as search pages, the hotel page, then the product without link', () => {
    expect(breadcrumbItems(weekendDetail(), '?lng=en&page=2', 'Home')).toEqual([
      { label: 'Home', href: '/?lng=en' },
      { label: 'France', href: '/search?lng=en#country=1' },
      { label: 'Nice', href: '/search?lng=en#city=64' },
      { label: 'Hotel del Mar', href: '/hotel/499?lng=en' },
      { label: 'Spa escape and dinner' },
    ]);
  });

  it('PROD-002: a hotel without known places still leads home, to the hotel and the product', () => {
    const detail = weekendDetail({
      breadcrumb: [{ label: 'Hotel del Mar', uri: 'hotel/499', place: null }],
    });
    expect(breadcrumbItems(detail, '', 'Home').map((item) => item.href)).toEqual([
      '/',
      '/hotel/499',
      undefined,
    ]);
  });
});
