import { hotelParamsSchema, weekendDetailParamsSchema } from '@shop/api-contract';
import type { RouteMatch } from '@shop/platform/route-match';
import type { Orm } from '../db/client';
import { findHotel, findProduct } from './product.query';

/**
 * Issue 11: the gateway's check that a product or hotel page shows something that exists.
 * /weekend/:id and /hotel/:hotelId with a non-numeric or unknown id answer 404 like the
 * not-found page; an unpublished or expired package, or a hotel selling nothing, still exists
 * (their pages say so, PROD-013, PROD-049). Other routes pass.
 */
export function productPageExists(orm: Orm): (match: RouteMatch) => Promise<boolean> {
  return async ({ route, params }) => {
    if (route.kind === 'hotel') {
      const id = hotelParamsSchema.safeParse({ hotelId: params.hotelId ?? '' });
      return id.success && (await findHotel(orm, id.data.hotelId)) !== null;
    }
    if (route.kind !== 'product') return true;
    const id = weekendDetailParamsSchema.safeParse({ id: params.productId ?? '' });
    return id.success && (await findProduct(orm, id.data.id)) !== null;
  };
}
