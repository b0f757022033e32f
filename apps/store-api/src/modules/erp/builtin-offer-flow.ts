import type {
  OfferEventDocument,
  OfferRequestExport,
  OfferRow,
  offerRow,
} from '@tradeshop/api-client/contracts';
import {
  addDays,
  addWorkingDays,
  brusselsDate,
  lineTotal,
  type Money,
  moneyToNumber,
  toHundredths,
} from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { companyIdsByNumber } from '../account/index.ts';
import { articleRows } from '../catalog/index.ts';
import { builtInErp } from './builtin-erp.ts';
import { nextNumber } from './builtin-numbers.ts';
import { erpImports } from './erp-import.ts';

/**
 * The built-in ERP answering the shop's offer requests as a distributor's sales desk would: a step
 * after a request arrives it makes an offer at the company's prices, with a project discount on
 * larger quantities, and sends it in through the offers import like any ERP, naming the request.
 */

/** From this quantity on a line gets the project discount. */
const projectDiscount = { fromQuantity: 10, percent: 5 };
const validDays = 30;
/** Without a wished date, the goods come this many working days after the offer. */
const deliveryWorkingDays = 10;
/** The customer's reference taken from the first words of the remark. */
const referenceWords = 5;

const discounted = (price: Money, quantity: number): Money =>
  quantity >= projectDiscount.fromQuantity
    ? Math.round((price * (100 - projectDiscount.percent)) / 100)
    : price;

/** The customer's reference: the first words of the remark, else the order list's name. */
function referenceOf(request: OfferRequestExport): string | null {
  const words = request.remark?.split(/\s+/).filter(Boolean).slice(0, referenceWords).join(' ');
  const reference = words || request.orderList?.name;
  return reference ? reference.slice(0, 100) : null;
}

/** The offer for a request: every line at the company's price, valid 30 days, delivered when wished. */
async function offerFor(
  tx: Tx,
  request: OfferRequestExport,
  number: string,
  now: Date,
): Promise<z.input<typeof offerRow>> {
  const companyId = (await companyIdsByNumber(tx, [request.company.number])).get(request.company.number);
  if (!companyId) throw new Error(`No company ${request.company.number}.`);
  const articles = await articleRows(tx, { productNumbers: request.lines.map((line) => line.article) });
  const idOf = new Map(articles.map((article) => [article.productNumber, article.id]));
  const known = request.lines.filter((line) => idOf.has(line.article));
  const prices = await builtInErp.articles(
    tx,
    companyId,
    known.map((line) => ({
      productId: idOf.get(line.article)!,
      quantityHundredths: toHundredths(line.quantity),
    })),
  );
  const offeredOn = brusselsDate(now);
  const deliveryDate = request.wishedDate ?? addWorkingDays(offeredOn, deliveryWorkingDays);
  const priced = known.map((line, index) => {
    const unitPrice = discounted(prices[index]?.unitPrice ?? 0, line.quantity);
    return { line, unitPrice, net: lineTotal(unitPrice, toHundredths(line.quantity)) };
  });
  return {
    number,
    company: request.company.number,
    reference: referenceOf(request),
    request: request.number,
    offeredOn,
    validUntil: addDays(offeredOn, validDays),
    status: 'open',
    net: moneyToNumber(priced.reduce((sum, { net }) => sum + net, 0)),
    lines: priced.map(({ line, unitPrice, net }) => ({
      position: line.position,
      article: line.article,
      customerArticle: line.customerArticle,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      deliveryDate,
      unitPrice: moneyToNumber(unitPrice),
      net: moneyToNumber(net),
      status: null,
    })),
    changedAt: now.toISOString(),
  };
}

/** A declined offer is closed: the ERP sends it again as processed. */
async function closeOffer(tx: Tx, offerNumber: string, companyNumber: string, now: Date) {
  const [offer] = await queryRows<{
    reference: string | null;
    request: string | null;
    offeredOn: string;
    validUntil: string | null;
    net: string;
    lines: OfferRow['lines'];
  }>(
    tx,
    sql`select reference, request_number as request, offered_on::text as "offeredOn",
               valid_until::text as "validUntil", net::text as net, lines
        from erp_offer where number = ${offerNumber} and status = 'open'`,
  );
  if (!offer) return;
  await erpImports.offers({ tx, erp: builtInErp }, [
    {
      ...offer,
      number: offerNumber,
      company: companyNumber,
      status: 'processed',
      net: Number(offer.net),
      changedAt: now.toISOString(),
    },
  ]);
}

/**
 * Takes an offer event in: a request waits a step for its offer, a declined offer is closed; an
 * accepted one changes nothing here (the order with the offer's prices follows).
 */
async function takeOfferEvent(tx: Tx, event: OfferEventDocument, stepSeconds: number, now: Date) {
  if (event.type === 'offer.requested') {
    await tx.execute(
      sql`insert into builtin_erp_offer_request (request_number, document, answer_at)
          values (${event.request.number}, ${JSON.stringify(event.request)}::jsonb,
                  ${now.toISOString()}::timestamptz + make_interval(secs => ${stepSeconds}))
          on conflict (request_number) do nothing`,
    );
  } else if (event.type === 'offer.declined') {
    await closeOffer(tx, event.decision.offer, event.decision.company.number, now);
  }
}

/**
 * Answers every request whose step is due with an offer; answers how many. A request the import
 * refuses stays and is tried again ten steps later, so that it never holds up the others.
 */
export async function answerBuiltInErpOfferRequests(
  database: Database,
  stepSeconds: number,
  now = new Date(),
) {
  let answered = 0;
  for (;;) {
    const due = await database.db.transaction(async (tx) => {
      const requests = await queryRows<{ requestNumber: string; document: OfferRequestExport }>(
        tx,
        sql`select request_number as "requestNumber", document from builtin_erp_offer_request
            where offer_number is null and answer_at <= ${now.toISOString()}::timestamptz
            order by answer_at limit 20 for update skip locked`,
      );
      for (const request of requests) {
        try {
          await tx.transaction(async (step) => {
            const number = await nextNumber(step, 'O', now);
            await erpImports.offers({ tx: step, erp: builtInErp }, [
              await offerFor(step, request.document, number, now),
            ]);
            await step.execute(
              sql`update builtin_erp_offer_request set offer_number = ${number}
                  where request_number = ${request.requestNumber}`,
            );
          });
          answered++;
        } catch (error) {
          console.error(`Built-in ERP: no offer for ${request.requestNumber} yet: ${String(error)}`);
          await tx.execute(
            sql`update builtin_erp_offer_request
                set answer_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${stepSeconds * 10})
                where request_number = ${request.requestNumber}`,
          );
        }
      }
      return requests.length;
    });
    if (due === 0) return answered;
  }
}

/** Takes an offer event as the built-in ERP does: the offer outbox's delivery when no other ERP is connected. */
export const builtInErpOfferIntake =
  (database: Database, options: { stepSeconds: number }) => (event: OfferEventDocument) =>
    database.db.transaction((tx) => takeOfferEvent(tx, event, options.stepSeconds, new Date()));
