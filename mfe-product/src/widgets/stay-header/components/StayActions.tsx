import type { WeekendDetail } from '@shop/api-contract';
import { ConnectivityButton } from '../../../features/connectivity/components/ConnectivityButton';
import { StayWishlist } from '../../../features/wishlist/components/StayWishlist';

/** PROD-004, PROD-014: the header's controls — the "CM" button (outside production) and the heart. */
export default function StayActions({ detail }: { detail: WeekendDetail }) {
  return (
    <>
      <ConnectivityButton detail={detail} />
      <StayWishlist detail={detail} />
    </>
  );
}
