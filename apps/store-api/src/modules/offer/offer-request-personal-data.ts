import type { PersonalData } from '@tradeshop/api-client/contracts';
import { type PersonIdentity, withoutPerson } from '@tradeshop/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { erasePersonFromEvents } from '../../platform/event-outbox.ts';
import { offerEvents } from './offer-events.ts';
import { offerRequest } from './offer-request.tables.ts';

const requestsOf = (tx: Tx, customerId: string) =>
  tx
    .select()
    .from(offerRequest)
    .where(eq(offerRequest.customerId, customerId))
    .orderBy(asc(offerRequest.createdAt));

/** The offer requests a user sent, with their lines: the offer module's part of their personal data. */
export async function offerRequestsOf(tx: Tx, customerId: string): Promise<PersonalData['offerRequests']> {
  return (await requestsOf(tx, customerId)).map((row) => ({
    number: row.number,
    requestedAt: row.createdAt.toISOString(),
    source: row.source,
    orderListName: row.orderListName,
    remark: row.remark,
    wishedDate: row.wishedDate,
    status: row.status,
    offerNumber: row.offerNumber,
    lines: row.lines,
  }));
}

/**
 * Erases the person from the offer requests they sent, which stay for the company and the ERP's
 * offers that answer them: the requester is the erased user, and a remark or list name that names
 * them goes, as do their name and address in the company's offer events for the ERP. Answers how
 * many requests there were.
 */
export async function erasePersonFromOfferRequests(
  tx: Tx,
  customer: { id: string; companyId: string },
  person: PersonIdentity,
) {
  const requests = await requestsOf(tx, customer.id);
  for (const request of requests)
    await tx
      .update(offerRequest)
      .set({
        remark: withoutPerson(request.remark, person),
        orderListName: withoutPerson(request.orderListName, person),
      })
      .where(eq(offerRequest.id, request.id));
  await erasePersonFromEvents(tx, offerEvents, sql`company_id = ${customer.companyId}`, person);
  return requests.length;
}
