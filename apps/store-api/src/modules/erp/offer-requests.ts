import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/**
 * NOTIFY channel raised when an import brings offers that answer the shop's offer requests: the
 * requests' owner (outside this module) marks them answered and tells the buyers.
 */
export const offersAnsweringRequestsChannel = 'erp_offer_answer';

export interface OfferAnswer {
  requestNumber: string;
  offerNumber: string;
  companyId: string;
  offeredOn: string;
  validUntil: string | null;
}

/** The offers that name one of these requests, the first offered first. */
export function offersAnsweringRequests(tx: Tx, requestNumbers: readonly string[]): Promise<OfferAnswer[]> {
  if (requestNumbers.length === 0) return Promise.resolve([]);
  return queryRows<OfferAnswer>(
    tx,
    sql`select request_number as "requestNumber", number as "offerNumber", company_id as "companyId",
               offered_on::text as "offeredOn", valid_until::text as "validUntil"
        from erp_offer where request_number = any(${sql.param([...requestNumbers])}::text[])
        order by offered_on, number`,
  );
}

/** The request an offer of the company answers, as the offer itself names it; null for none. */
export async function requestAnsweredBy(
  tx: Tx,
  companyId: string,
  offerNumber: string,
): Promise<string | null> {
  const [row] = await queryRows<{ requestNumber: string | null }>(
    tx,
    sql`select request_number as "requestNumber" from erp_offer where company_id = ${companyId} and number = ${offerNumber}`,
  );
  return row?.requestNumber ?? null;
}
