/**
 * SHELL-067: promotion blocks seen on a page go to the tracking data layer (a view_promotion
 * push), once per distinct block list, with up to three call-to-action sets per block. The data
 * layer stays in the page: nothing leaves the browser from here (BEY-004).
 */

/** SHELL-067: call-to-action sets carried per promotion. */
export const PROMOTION_CTA_SETS_MAX = 3;

export interface PromotionCta {
  label: string;
  url: string;
}

export interface PromotionBlock {
  /** The block's tracking name (e.g. trackingBlockName, internalCode). */
  name: string;
  campaign?: string | undefined;
  category?: string | undefined;
  ctas?: readonly PromotionCta[] | undefined;
}

const pushed = new Set<string>();

function keyOf(blocks: readonly PromotionBlock[]): string {
  return JSON.stringify(
    blocks.map((block) => [block.name, block.campaign ?? '', block.category ?? '']),
  );
}

/**
 * Pushes one view_promotion with the blocks (the same list is pushed once per page life); answers
 * whether it pushed.
 */
export function pushPromotions(blocks: readonly PromotionBlock[]): boolean {
  if (typeof window === 'undefined' || blocks.length === 0) return false;
  const key = keyOf(blocks);
  if (pushed.has(key)) return false;
  pushed.add(key);
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'view_promotion',
    ecommerce: {
      items: blocks.map((block, index) => ({
        promotion_name: block.name,
        creative_slot: index + 1,
        ...(block.campaign ? { promotion_id: block.campaign } : {}),
        ...(block.category ? { item_category: block.category } : {}),
        ...Object.fromEntries(
          (block.ctas ?? []).slice(0, PROMOTION_CTA_SETS_MAX).flatMap((cta, ctaIndex) => [
            [`cta_${ctaIndex + 1}_label`, cta.label],
            [`cta_${ctaIndex + 1}_url`, cta.url],
          ]),
        ),
      })),
    },
  });
  return true;
}

/** Test support: forget what was pushed. */
export function resetPromotions(): void {
  pushed.clear();
}
