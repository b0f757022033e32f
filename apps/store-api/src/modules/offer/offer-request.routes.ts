import {
  offerRequestInput,
  offerRequestPageResponse,
  offerRequestQuery,
  offerRequestResponse,
} from '@tradeshop/api-client/contracts';
import { withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { listOfferRequests, requestOffer } from './offer-request.service.ts';

const requestOffers = { access: withRight('ROLE_REQUEST_OFFER') };
const tags = ['Offer requests'];

/** Offer requests (account-and-ordering.md §1): from the cart or an order list, answered by the ERP's offer. */
export async function offerRequestRoutes(app: StoreApi) {
  app.post(
    '/dexis/offer-request',
    {
      config: requestOffers,
      schema: {
        tags,
        summary:
          'Asks for an offer on the lines of the user’s cart (`source: cart`; the cart stays as it is) or of an order list they see (`source: order-list`, `orderListId`), with a `remark` (up to 1000 characters) and a `wishedDate` from today on. An empty cart or list is refused (DEXIS__OFFER_REQUEST_WITHOUT_LINES), as is a past date (DEXIS__OFFER_REQUEST_WISHED_DATE_IN_PAST); the ERP learns of the request and answers with an offer, and the user is mailed when it comes.',
        body: offerRequestInput,
        response: { 200: offerRequestResponse },
      },
    },
    async (request) => ({ data: await requestOffer(request.ctx, request.body) }),
  );

  app.get(
    '/dexis/offer-request',
    {
      config: requestOffers,
      schema: {
        tags,
        summary:
          'The company’s offer requests, newest first, 20 a page, by status (`requested`, `answered`), each with the offer that answered it.',
        querystring: offerRequestQuery,
        response: { 200: offerRequestPageResponse },
      },
    },
    async (request) => listOfferRequests(request.ctx, request.query),
  );
}
