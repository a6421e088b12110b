import { fetchApiLazy } from '@shop/api-contract';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["contactFormTokenSchema"] */ '@shop/api-contract');

/** CONT-037 (ADR 0091): GET /api/front/contact/form-token — the served form's token. */
export const FORM_TOKEN_URL = '/api/front/contact/form-token';

/**
 * The token a form sent without JavaScript carries: fetched while the server renders the contact
 * page (the browser with JavaScript never renders that form, so never asks).
 */
export function useFormToken(): string | undefined {
  const { data } = useSWR(FORM_TOKEN_URL, (url: string) =>
    fetchApiLazy(url, async () => (await contract()).contactFormTokenSchema, { cache: 'no-store' }),
  );
  return data?.token;
}
