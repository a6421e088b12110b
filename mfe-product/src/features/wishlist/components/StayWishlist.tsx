import type { WeekendDetail } from '@shop/api-contract';
import { HeartToggle } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import {
  hydrateWishlist,
  paths,
  useInWishlist,
  useWishlist,
  wishlistStore,
  type WishlistItem,
} from '@shop/platform';
import { useEffect, useMemo } from 'react';
import { NAMESPACE } from '../../../i18n';

/** The product as a STAY wishlist item (SHELL-032): id, label, first image, hotel, page path. */
export function wishlistItemOf(
  detail: Pick<WeekendDetail, 'id' | 'label' | 'images' | 'hotel'>,
): WishlistItem {
  return {
    id: detail.id,
    label: detail.label,
    imageUrl: detail.images[0],
    hotel: {
      label: detail.hotel.label,
      stars: detail.hotel.stars,
      location: { label: detail.hotel.city },
    },
    uri: paths.product(detail.id),
  };
}

/**
 * PROD-004, LEFT-005: the wishlist heart of the stay, on the shared browser-stored wishlist
 * (@shop/platform); shown once the wishlist was read from storage, after mount.
 */
export function StayWishlist({
  detail,
  className,
}: {
  detail: Pick<WeekendDetail, 'id' | 'label' | 'images' | 'hotel'>;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const item = useMemo(() => wishlistItemOf(detail), [detail]);
  useEffect(() => hydrateWishlist(), []);
  const hydrated = useWishlist((state) => state.hydrated);
  const saved = useInWishlist('STAY', item.id);
  if (!hydrated) return null;
  return (
    <HeartToggle
      className={className}
      pressed={saved}
      onToggle={() => wishlistStore.getState().toggle('STAY', item)}
      label={t('stay.wishlist', { label: detail.label })}
    />
  );
}
