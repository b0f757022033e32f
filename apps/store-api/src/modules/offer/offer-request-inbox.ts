import type {
  AdminOfferRequest,
  AdminOfferRequestDetail,
  adminOfferRequestQuery,
  handlingChange,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { notFound } from '../../platform/problem.ts';
import { companyNamesById } from '../account/index.ts';
import type { AuditActor } from '../audit/index.ts';
import { changeHandling, handlingFilter, handlingOf, staffNames } from '../staff/index.ts';
import { requesterNames } from './offer-request.service.ts';
import { offerRequest } from './offer-request.tables.ts';

type RequestRow = typeof offerRequest.$inferSelect;

const requestNotFound = (id: string) =>
  notFound(errorCodes.adminOfferRequestNotFound, 'No offer request with this id.', { id });

/** The requests as the inbox lists them, with their companies', requesters' and assignees' names. */
async function entriesOf(tx: Tx, rows: RequestRow[]): Promise<AdminOfferRequest[]> {
  const companies = await companyNamesById(
    tx,
    rows.map((row) => row.companyId),
  );
  const requesters = await requesterNames(tx, rows);
  const assignees = await staffNames(
    tx,
    rows.map((row) => row.assigneeId),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    requestedAt: row.createdAt.toISOString(),
    company: { id: row.companyId, ...companies.get(row.companyId)! },
    requestedBy:
      row.customerId && requesters.has(row.customerId)
        ? { id: row.customerId, name: requesters.get(row.customerId)! }
        : null,
    source: row.source as AdminOfferRequest['source'],
    wishedDate: row.wishedDate,
    lineCount: row.lines.length,
    status: row.status as AdminOfferRequest['status'],
    offerNumber: row.offerNumber,
    handling: handlingOf(row, assignees),
  }));
}

/** The inbox of offer requests, newest first, by state, assignee and the ERP's status. */
export async function inboxOfferRequests(
  tx: Tx,
  query: z.output<typeof adminOfferRequestQuery>,
  memberId: string,
) {
  const where = and(
    handlingFilter(offerRequest, query, memberId),
    query.status ? eq(offerRequest.status, query.status) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(offerRequest).where(where);
  const rows = await tx
    .select()
    .from(offerRequest)
    .where(where)
    .orderBy(desc(offerRequest.createdAt), desc(offerRequest.number))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { data: await entriesOf(tx, rows), total: total?.count ?? 0 };
}

export async function inboxOfferRequest(tx: Tx, id: string): Promise<AdminOfferRequestDetail> {
  const [row] = await tx.select().from(offerRequest).where(eq(offerRequest.id, id));
  if (!row) throw requestNotFound(id);
  const [entry] = await entriesOf(tx, [row]);
  return {
    ...entry!,
    remark: row.remark,
    orderList: row.orderListName === null ? null : { id: row.orderListId, name: row.orderListName },
    lines: row.lines,
  };
}

/** Changes a request's handling state or assignee (its ERP status stays); recorded in the audit log. */
export async function changeOfferRequestHandling(
  tx: Tx,
  actor: AuditActor,
  id: string,
  change: z.output<typeof handlingChange>,
): Promise<AdminOfferRequestDetail> {
  const [before] = await tx
    .select({ handlingState: offerRequest.handlingState, assigneeId: offerRequest.assigneeId })
    .from(offerRequest)
    .where(eq(offerRequest.id, id))
    .for('update');
  if (!before) throw requestNotFound(id);
  const after = await changeHandling(
    tx,
    actor,
    { objectType: 'offer-request', objectId: id, permission: 'offer-requests.manage' },
    before,
    change,
  );
  await tx.update(offerRequest).set(after).where(eq(offerRequest.id, id));
  return inboxOfferRequest(tx, id);
}

/** The requests nobody has finished handling (new or in progress), for the dashboard. */
export async function openOfferRequestCount(tx: Tx): Promise<number> {
  const [open] = await tx
    .select({ count: count() })
    .from(offerRequest)
    .where(ne(offerRequest.handlingState, 'done'));
  return open?.count ?? 0;
}
