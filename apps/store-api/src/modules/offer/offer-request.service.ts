import { randomUUID } from 'node:crypto';
import type {
  OfferRequestEntry,
  OfferRequestLine,
  offerRequestInput,
  offerRequestQuery,
} from '@tradeshop/api-client/contracts';
import { brusselsDate, errorCodes, fromHundredths, isWishedDateAllowed } from '@tradeshop/domain';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { requireRight } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { pagerOf } from '../../platform/pager.ts';
import type { Mailer } from '../../platform/ports.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { companyPeople, mailAddressee, mailRecipients } from '../account/index.ts';
import { findCart, priceCart } from '../cart/index.ts';
import { type OfferAnswer, offersAnsweringRequests, offersAnsweringRequestsChannel } from '../erp/index.ts';
import { offerReadyMail } from '../mail/index.ts';
import { getOrderList } from '../order-list/index.ts';
import { recordOfferEvent } from './offer-events.ts';
import { offerRequest, offerRequestNumberSequence } from './offer-request.tables.ts';

type RequestRow = typeof offerRequest.$inferSelect;
type OfferRequestInput = z.output<typeof offerRequestInput>;

/** The cart's lines as they are: the cart itself stays as it is. */
async function cartLines(ctx: RequestContext): Promise<OfferRequestLine[]> {
  const { lines } = await priceCart(ctx, await findCart(ctx));
  return lines.map((line, index) => ({
    position: index + 1,
    productId: line.product.id,
    productNumber: line.product.productNumber,
    customerSku: line.customerSku,
    name: line.product.translated.name,
    quantity: fromHundredths(line.quantityHundredths),
    unit: line.product.unitOfMeasure,
  }));
}

/** An order list the user sees (404 for any other) with its lines. */
async function orderListSource(ctx: RequestContext, orderListId: string) {
  const list = await getOrderList(ctx, orderListId);
  const lines = list.lines.map(
    (line, index): OfferRequestLine => ({
      position: index + 1,
      productId: line.productId,
      productNumber: line.productNumber,
      customerSku: line.customerSku,
      name: line.name,
      quantity: line.quantity,
      unit: line.uom,
    }),
  );
  return { list, lines };
}

/** The names of the users who asked for these requests, by id (also of users deleted since). */
export async function requesterNames(tx: Tx, rows: readonly RequestRow[]): Promise<Map<string, string>> {
  const people = await companyPeople(
    tx,
    rows.flatMap((row) => row.customerId ?? []),
    { includeDeleted: true },
  );
  return new Map(people.map((person) => [person.id, `${person.firstName} ${person.lastName}`]));
}

async function entriesOf(tx: Tx, rows: RequestRow[]): Promise<OfferRequestEntry[]> {
  const requesters = await requesterNames(tx, rows);
  return rows.map((row) => ({
    number: row.number,
    source: row.source as OfferRequestEntry['source'],
    orderList: row.orderListName === null ? null : { id: row.orderListId, name: row.orderListName },
    remark: row.remark,
    wishedDate: row.wishedDate,
    requestedAt: row.createdAt.toISOString(),
    requestedBy: (row.customerId && requesters.get(row.customerId)) ?? null,
    status: row.status as OfferRequestEntry['status'],
    offerNumber: row.offerNumber,
    lines: row.lines,
  }));
}

/**
 * Asks the distributor for an offer on the lines of the user's cart or of an order list they see,
 * with a remark and a wished date. The request and its event for the ERP are written together;
 * an empty cart or list, an unknown list or a past date store nothing.
 */
export async function requestOffer(
  ctx: RequestContext,
  input: OfferRequestInput,
): Promise<OfferRequestEntry> {
  const user = requireRight(ctx, 'ROLE_REQUEST_OFFER');
  if (input.wishedDate && !isWishedDateAllowed(input.wishedDate, brusselsDate(new Date()))) {
    throw new ApiProblem(
      400,
      errorCodes.offerRequestWishedDateInPast,
      'Choose today or a later day as wished date.',
      { wishedDate: input.wishedDate },
      [
        {
          propertyPath: 'body/wishedDate',
          type: errorCodes.offerRequestWishedDateInPast,
          title: 'The wished date lies in the past',
        },
      ],
    );
  }
  return inTransaction(ctx, async (ctx) => {
    const source =
      input.source === 'cart'
        ? { list: null, lines: await cartLines(ctx) }
        : await orderListSource(ctx, input.orderListId);
    if (source.lines.length === 0) {
      throw new ApiProblem(
        400,
        errorCodes.offerRequestWithoutLines,
        input.source === 'cart' ? 'The cart is empty.' : 'The order list has no lines.',
        { source: input.source },
      );
    }
    const [next] = await queryRows<{ value: string }>(
      ctx.tx,
      sql`select nextval(${offerRequestNumberSequence.seqName})::text as value`,
    );
    const addressee = await mailAddressee(ctx, user.id);
    const [row] = await ctx.tx
      .insert(offerRequest)
      .values({
        id: randomUUID(),
        number: `OV-${next!.value}`,
        companyId: user.companyId,
        customerId: user.id,
        source: input.source,
        orderListId: source.list?.id ?? null,
        orderListName: source.list?.name ?? null,
        remark: input.remark || null,
        wishedDate: input.wishedDate ?? null,
        lines: source.lines,
        locale: addressee?.locale ?? ctx.language.localeCode,
        storefrontUrl: addressee?.storefront ?? '',
      })
      .returning();
    await recordOfferEvent(ctx.tx, { type: 'offer.requested', requestId: row!.id });
    const [entry] = await entriesOf(ctx.tx, [row!]);
    return entry!;
  });
}

/** GET /dexis/offer-request: the company's requests, newest first, with the offers that answered them. */
export async function listOfferRequests(ctx: RequestContext, query: z.output<typeof offerRequestQuery>) {
  const user = requireRight(ctx, 'ROLE_REQUEST_OFFER');
  const where = and(
    eq(offerRequest.companyId, user.companyId),
    query.status ? eq(offerRequest.status, query.status) : undefined,
  );
  const rows = await ctx.tx
    .select()
    .from(offerRequest)
    .where(where)
    .orderBy(desc(offerRequest.createdAt), desc(offerRequest.number))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [count] = await ctx.tx.select({ total: sql<number>`count(*)::int` }).from(offerRequest).where(where);
  return { data: await entriesOf(ctx.tx, rows), pager: pagerOf(query, count?.total ?? 0) };
}

/** The requester learns that the offer has come, in their language, with a link to it. */
async function mailOfferReady(tx: Tx, mailer: Mailer, request: RequestRow, offer: OfferAnswer) {
  const [requester] = request.customerId ? await mailRecipients(tx, [request.customerId]) : [];
  if (!requester) return;
  await mailer.send(tx, {
    to: requester.email,
    template: 'offer-ready',
    locale: request.locale,
    ...offerReadyMail(request.locale, {
      name: `${requester.firstName} ${requester.lastName}`,
      url: `${request.storefrontUrl}/account/offers/details/${encodeURIComponent(offer.offerNumber)}`,
      offerNumber: offer.offerNumber,
      requestNumber: request.number,
      validUntil: offer.validUntil,
    }),
  });
}

const answerBatch = 100;

/**
 * Marks the waiting requests for which an offer of their company has come in (from any ERP, by any
 * import) answered, and mails each requester, in the same transaction: once, whichever process
 * finds it first. Answers how many were answered.
 */
export async function answerOfferRequests(database: Database, mailer: Mailer): Promise<number> {
  let answered = 0;
  let after: string | null = null;
  do {
    after = await database.db.transaction(async (tx) => {
      const waiting = await tx
        .select()
        .from(offerRequest)
        .where(and(eq(offerRequest.status, 'requested'), after ? gt(offerRequest.id, after) : undefined))
        .orderBy(asc(offerRequest.id))
        .limit(answerBatch)
        .for('update', { skipLocked: true });
      const offers = await offersAnsweringRequests(
        tx,
        waiting.map((request) => request.number),
      );
      for (const request of waiting) {
        const offer = offers.find(
          (candidate) =>
            candidate.requestNumber === request.number && candidate.companyId === request.companyId,
        );
        if (!offer) continue;
        await tx
          .update(offerRequest)
          .set({ status: 'answered', offerNumber: offer.offerNumber, answeredAt: sql`now()` })
          .where(eq(offerRequest.id, request.id));
        await mailOfferReady(tx, mailer, request, offer);
        answered++;
      }
      return waiting.length === answerBatch ? waiting.at(-1)!.id : null;
    });
  } while (after);
  return answered;
}

/**
 * Watches for offers that answer requests: woken when an import brings such offers, and every few
 * seconds for those no notification reached (sent while this process was not listening, such as a
 * file drop while the shop was stopped).
 */
export async function startOfferRequestAnswers(
  database: Database,
  mailer: Mailer,
  pollMillis = 5000,
): Promise<DispatchLoop> {
  const loop = startDispatchLoop(
    'Offer request answers',
    async () => {
      await answerOfferRequests(database, mailer);
    },
    pollMillis,
  );
  const stopListening = await database.listen(offersAnsweringRequestsChannel, () => void loop.dispatch());
  return {
    dispatch: loop.dispatch,
    async stop() {
      await stopListening();
      await loop.stop();
    },
  };
}
