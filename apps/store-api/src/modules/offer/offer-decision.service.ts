import type {
  LinesIntoCart,
  OfferAcceptRequest,
  OfferDeclineRequest,
  OfferDetail,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { requireRight } from '../../platform/access.ts';
import { inTransaction, type RequestContext, type SessionCustomer } from '../../platform/context.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { addDocumentLines } from '../cart/index.ts';
import { type OfferStanding, offerDetail, offerWithStanding, recordOfferDecision } from '../erp/index.ts';
import { recordOfferEvent } from './offer-events.ts';

const refusals: Record<Exclude<OfferStanding, 'holds' | 'accepted'>, [string, string]> = {
  closed: [errorCodes.offerClosed, 'This offer is no longer open: it was processed or has expired.'],
  declined: [errorCodes.offerDeclined, 'This offer was declined.'],
};

/** The company's offer while its prices hold; anything else is answered with why not. */
async function standingOffer(ctx: RequestContext, offerNumber: string, allowed: readonly OfferStanding[]) {
  const user = requireRight(ctx, 'ROLE_MANAGE_OFFER_HISTORY');
  const offer = await offerWithStanding(ctx.tx, user.companyId, offerNumber);
  if (!offer) throw notFound(errorCodes.documentNotFound, 'No offer with this number.', { offerNumber });
  if (!allowed.includes(offer.standing)) {
    const [code, detail] =
      offer.standing === 'accepted'
        ? [errorCodes.offerAccepted, 'This offer was accepted: it can no longer be declined.']
        : refusals[offer.standing as keyof typeof refusals];
    throw new ApiProblem(409, code, detail, { offerNumber });
  }
  return { user, offer };
}

/** Keeps the buyer's answer and tells the ERP, in the transaction of the answer. */
async function decide(
  ctx: RequestContext,
  user: SessionCustomer,
  offerNumber: string,
  decision: 'accepted' | 'declined',
  reason: string | null,
) {
  const answer = { offerNumber, companyId: user.companyId, customerId: user.id, reason };
  await recordOfferDecision(ctx.tx, { ...answer, decision });
  await recordOfferEvent(ctx.tx, {
    type: decision === 'accepted' ? 'offer.accepted' : 'offer.declined',
    ...answer,
  });
}

/**
 * Accepts an open offer: its lines (all, or the chosen positions) go into the cart at the offered
 * prices, which hold for them until the offer expires. Accepting again adds the lines again; the
 * first acceptance is what the ERP is told.
 */
export async function acceptOffer(ctx: RequestContext, request: OfferAcceptRequest): Promise<LinesIntoCart> {
  return inTransaction(ctx, async (ctx) => {
    const { user, offer } = await standingOffer(ctx, request.offerNumber, ['holds', 'accepted']);
    const chosen = request.positions ? new Set(request.positions) : null;
    const result = await addDocumentLines(
      ctx,
      offer.lines
        .filter((line) => !chosen || chosen.has(line.position))
        .map((line) => ({ ...line, offer: { number: request.offerNumber, position: line.position } })),
    );
    if (result.added > 0 && offer.standing === 'holds')
      await decide(ctx, user, request.offerNumber, 'accepted', null);
    return result;
  });
}

/** Declines an open offer the buyer has not accepted, with an optional reason for the ERP. */
export async function declineOffer(ctx: RequestContext, request: OfferDeclineRequest): Promise<OfferDetail> {
  return inTransaction(ctx, async (ctx) => {
    const { user } = await standingOffer(ctx, request.offerNumber, ['holds']);
    await decide(ctx, user, request.offerNumber, 'declined', request.reason || null);
    return offerDetail(ctx, request.offerNumber);
  });
}
