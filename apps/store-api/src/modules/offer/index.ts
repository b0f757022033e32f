export { registerOfferRequestInboxRoutes } from './offer.admin-routes.ts';
export { offerDecisionRoutes } from './offer-decision.routes.ts';
export {
  acknowledgeOfferEvents,
  failingOfferEventCount,
  type OfferEvent,
  offerOutboxBacklog,
  recordOfferEvent,
  startOfferOutbox,
  undeliveredOfferEvents,
} from './offer-events.ts';
export { offerRequestRoutes } from './offer-request.routes.ts';
export { answerOfferRequests, startOfferRequestAnswers } from './offer-request.service.ts';
export { openOfferRequestCount } from './offer-request-inbox.ts';
export { erasePersonFromOfferRequests, offerRequestsOf } from './offer-request-personal-data.ts';
