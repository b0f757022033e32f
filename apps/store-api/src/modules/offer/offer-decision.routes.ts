import {
  linesIntoCartResponse,
  offerAcceptRequest,
  offerDeclineRequest,
  offerDetailResponse,
} from '@tradeshop/api-client/contracts';
import { withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { acceptOffer, declineOffer } from './offer-decision.service.ts';

const offers = { access: withRight('ROLE_MANAGE_OFFER_HISTORY') };
const tags = ['ERP history'];

/** The buyer's answer to an open offer of the ERP. */
export async function offerDecisionRoutes(app: StoreApi) {
  app.post(
    '/dexis/offer/accept',
    {
      config: offers,
      schema: {
        tags,
        summary:
          'Accepts an open offer of the company: its lines (all, or the chosen positions) go into the cart at the offered prices, which hold until the offer expires; each line that could not go in is named with the reason.',
        body: offerAcceptRequest,
        response: { 200: linesIntoCartResponse },
      },
    },
    async (request) => ({ data: await acceptOffer(request.ctx, request.body) }),
  );

  app.post(
    '/dexis/offer/decline',
    {
      config: offers,
      schema: {
        tags,
        summary: 'Declines an open offer of the company that was not accepted, with an optional reason.',
        body: offerDeclineRequest,
        response: { 200: offerDetailResponse },
      },
    },
    async (request) => ({ data: await declineOffer(request.ctx, request.body) }),
  );
}
