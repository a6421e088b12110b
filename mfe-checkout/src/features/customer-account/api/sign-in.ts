import {
  fetchApi,
  type SignInLinkRequest,
  signInLinkResponseSchema,
  signInResponseSchema,
} from '@shop/api-contract';

const JSON_POST = { method: 'POST', headers: { 'Content-Type': 'application/json' } } as const;

/** POST /api/front/account/sign-in-link: the one-time link goes out by e-mail (ADR 0046). */
export function postSignInLink(request: SignInLinkRequest) {
  return fetchApi('/api/front/account/sign-in-link', signInLinkResponseSchema, {
    ...JSON_POST,
    body: JSON.stringify(request),
  });
}

/** POST /api/front/account/sign-in: spends the link's token; the answer sets the cookies. */
export function postSignIn(token: string) {
  return fetchApi('/api/front/account/sign-in', signInResponseSchema, {
    ...JSON_POST,
    body: JSON.stringify({ token }),
  });
}
