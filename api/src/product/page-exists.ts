import { weekendDetailParamsSchema } from '@shop/api-contract';
import type { RouteMatch } from '@shop/platform/route-match';
import type { Orm } from '../db/client';
import { findProduct } from './product.query';

/**
 * Issue 11: the gateway's check that a product page shows a package that exists. /weekend/:id
 * with a non-numeric or unknown id answers 404 like the not-found page; an unpublished or
 * expired package still exists (its page says "Too late!", PROD-013). Other routes pass.
 */
export function productPageExists(orm: Orm): (match: RouteMatch) => Promise<boolean> {
  return async ({ route, params }) => {
    if (route.kind !== 'product') return true;
    const id = weekendDetailParamsSchema.safeParse({ id: params.productId ?? '' });
    return id.success && (await findProduct(orm, id.data.id)) !== null;
  };
}
