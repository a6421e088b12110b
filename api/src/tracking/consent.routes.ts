import { consentFormSchema } from '@shop/api-contract';
import {
  CLIENT_ID_COOKIE,
  clientIdCookie,
  createClientId,
  isClientId,
} from '@shop/platform/analytics-identity';
import { CONSENT_MAX_AGE_DAYS, consentCookie } from '@shop/platform/consent-cookie';
import { readCookie } from '../http/cookies';
import { isShopHost, type Deployment } from '../http/deployment';
import { HttpError } from '../http/errors';
import { parseFormBodies, postedFromShop, safeReturnAddress } from '../http/forms';
import type { ApiPlugin } from '../http/zod';

/**
 * POST /api/front/consent (BEY-004, ADR 0100): the cookie banner's "Reject all" and "Accept all"
 * as a form, for a choice made before the page's code runs (a served page paints first) or
 * without JavaScript. It writes the cookies the page's code writes (`saveConsent`): the choice
 * for six months, and the analytics client id with analytics or its removal without, then sends
 * the visitor back to the page. A post from another site is refused (CSRF).
 */
export const consentRoutes: ApiPlugin<{ deployment: Deployment }> = async (app, { deployment }) => {
  parseFormBodies(app, 4096);
  const ownHost = (hostname: string) => isShopHost(deployment, hostname);
  app.post(
    '/front/consent',
    {
      onRequest: async (request) => {
        if (!postedFromShop(request, ownHost))
          throw new HttpError(400, 'BAD_REQUEST', 'origin: the form was not sent from this shop');
      },
      schema: { body: consentFormSchema },
    },
    async (request, reply) => {
      const accepted = request.body.choice === 'accept';
      const now = Date.now();
      const clientId = readCookie(request.headers.cookie, CLIENT_ID_COOKIE);
      const choice = { analytics: accepted, ads: accepted, decidedAt: now };
      return reply
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', [
          consentCookie(choice, deployment.secureTransport),
          accepted
            ? clientIdCookie(
                isClientId(clientId) ? clientId : createClientId(now),
                CONSENT_MAX_AGE_DAYS,
              )
            : clientIdCookie(null, 0),
        ])
        .redirect(safeReturnAddress(request.body.back, ownHost, '/'), 303);
    },
  );
};
