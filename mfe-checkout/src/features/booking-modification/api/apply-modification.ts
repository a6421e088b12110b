import {
  fetchApi,
  IDEMPOTENCY_KEY_HEADER,
  modificationResponseSchema,
  type ModificationRequest,
  type ModificationResponse,
} from '@shop/api-contract';

/** CHK-027..031: POST /api/front/purchase/modifications — one modification per Idempotency-Key. */
export const MODIFICATIONS_URL = '/api/front/purchase/modifications';

export function applyModification(
  body: ModificationRequest,
  idempotencyKey: string,
): Promise<ModificationResponse> {
  return fetchApi(MODIFICATIONS_URL, modificationResponseSchema, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
  });
}
