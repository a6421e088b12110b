import '../../../i18n';
import { Suspense } from 'react';
import { productIdOf } from '../../../lib/product-id';
import { GiftDrawerContent } from './GiftDrawerContent';

/**
 * The props contract of `mfe_gifting/GiftDrawer` for embedding apps (ADR 0039, ADR 0073):
 * additive only; a prop is never renamed, retyped or made required.
 */
export interface GiftDrawerProps {
  /** The weekend offered. */
  productId: number;
}

/**
 * `mfe_gifting/GiftDrawer` (GIFT-002..004, GIFT-007): the content of the product page's drawer
 * "Personalise your gift" in gifting: the voucher's nights and price, what it includes, the gift
 * upsells for a one-night voucher, and "Gift without dates" to the gift setup. A bad id shows
 * nothing.
 */
export default function GiftDrawer({ productId }: GiftDrawerProps) {
  const id = productIdOf(productId);
  if (id === null) return null;
  return (
    <Suspense fallback={null}>
      <GiftDrawerContent productId={id} />
    </Suspense>
  );
}
