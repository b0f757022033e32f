import type { OfferDetail } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/**
 * When an offer's prices hold: it is the company's, the ERP keeps it open, its validity has not
 * ended (Belgian days, the last day included) and the buyer did not decline it.
 */
export const offerHolds = sql`f.status = 'open'
  and (f.valid_until is null or f.valid_until >= (now() at time zone 'Europe/Brussels')::date)
  and not exists (select 1 from offer_decision d where d.offer_number = f.number and d.decision = 'declined')`;

export const offerLineKey = (offerNumber: string, position: number) => `${offerNumber}#${position}`;

/** The offered unit price of each line asked for whose offer still holds for the company, by `offerLineKey`. */
export async function offeredPrices(
  tx: Tx,
  companyId: string,
  lines: readonly { offerNumber: string; position: number }[],
): Promise<Map<string, number>> {
  const numbers = [...new Set(lines.map((line) => line.offerNumber))];
  if (numbers.length === 0) return new Map();
  const rows = await queryRows<{ number: string; position: number; unitPrice: number }>(
    tx,
    sql`select f.number, (l->>'position')::int as position, (l->>'unitPrice')::float8 as "unitPrice"
        from erp_offer f cross join jsonb_array_elements(f.lines) l
        where f.company_id = ${companyId} and f.number in ${numbers} and ${offerHolds}`,
  );
  return new Map(rows.map((row) => [offerLineKey(row.number, row.position), row.unitPrice]));
}

export type OfferStanding = 'holds' | 'closed' | 'declined' | 'accepted';

/** The company's offer with whether the buyer may still accept or decline it; null when it has none of that number. */
export async function offerWithStanding(
  tx: Tx,
  companyId: string,
  offerNumber: string,
): Promise<{ lines: OfferDetail['lines']; standing: OfferStanding } | null> {
  const [row] = await queryRows<{ lines: OfferDetail['lines']; holds: boolean; decision: string | null }>(
    tx,
    sql`select f.lines, ${offerHolds} as holds,
               (select d.decision from offer_decision d where d.offer_number = f.number) as decision
        from erp_offer f where f.company_id = ${companyId} and f.number = ${offerNumber}`,
  );
  if (!row) return null;
  const standing: OfferStanding =
    row.decision === 'declined'
      ? 'declined'
      : !row.holds
        ? 'closed'
        : row.decision === 'accepted'
          ? 'accepted'
          : 'holds';
  return { lines: row.lines, standing };
}

/** Keeps the buyer's first answer to an offer; a later acceptance of the same offer changes nothing. */
export async function recordOfferDecision(
  tx: Tx,
  decision: {
    offerNumber: string;
    companyId: string;
    customerId: string;
    decision: 'accepted' | 'declined';
    reason: string | null;
  },
) {
  await tx.execute(
    sql`insert into offer_decision (offer_number, company_id, customer_id, decision, reason)
        values (${decision.offerNumber}, ${decision.companyId}, ${decision.customerId}, ${decision.decision}, ${decision.reason})
        on conflict (offer_number) do nothing`,
  );
}
