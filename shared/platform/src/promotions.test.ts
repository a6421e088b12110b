import { beforeEach, describe, expect, it } from '@jest/globals';
import { pushPromotions, resetPromotions } from './promotions';

beforeEach(() => {
  window.dataLayer = [];
  resetPromotions();
});

describe('promotion events (SHELL-067)', () => {
  it('SHELL-067: pushed to the data layer once per distinct block list', () => {
    const blocks = [{ name: 'announcement', campaign: 'spring' }];
    expect(pushPromotions(blocks)).toBe(true);
    expect(pushPromotions([{ name: 'announcement', campaign: 'spring' }])).toBe(false);
    expect(pushPromotions([...blocks, { name: 'usp' }])).toBe(true);
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'view_promotion',
      ecommerce: { items: [{ promotion_name: 'announcement', promotion_id: 'spring' }] },
    });
  });

  it('SHELL-067: up to 3 call-to-action sets per block', () => {
    const ctas = [1, 2, 3, 4].map((n) => ({ label: `L${n}`, url: `/u${n}` }));
    pushPromotions([{ name: 'banner', ctas }]);
    const item = (window.dataLayer?.[0] as { ecommerce: { items: Record<string, unknown>[] } })
      .ecommerce.items[0];
    expect(item).toMatchObject({ cta_1_label: 'L1', cta_3_url: '/u3' });
    expect(item).not.toHaveProperty('cta_4_label');
  });
});
