import { contactFormTokenSchema, fetchApi } from '@shop/api-contract';
import useSWR from 'swr';

/** CONT-037 (ADR 0091): GET /api/front/contact/form-token — the served form's token. */
export const FORM_TOKEN_URL = '/api/front/contact/form-token';

/**
 * The token a form sent without JavaScript carries: fetched while the server renders the contact
 * page (the browser with JavaScript never renders that form, so never asks).
 */
export function useFormToken(): string | undefined {
  const { data } = useSWR(FORM_TOKEN_URL, (url: string) =>
    fetchApi(url, contactFormTokenSchema, { cache: 'no-store' }),
  );
  return data?.token;
}
