import type {
  AdminContactMessage,
  AdminContactMessageDetail,
  handlingChange,
  inboxQuery,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { notFound } from '../../platform/problem.ts';
import type { AuditActor } from '../audit/index.ts';
import { changeHandling, handlingFilter, handlingOf, staffNames } from '../staff/index.ts';
import { contactMessage } from './contact.tables.ts';

type MessageRow = typeof contactMessage.$inferSelect;

const messageNotFound = (id: string) =>
  notFound(errorCodes.adminContactMessageNotFound, 'No contact message with this id.', { id });

const entryOf = (row: MessageRow, names: Map<string, string>): AdminContactMessage => ({
  id: row.id,
  reference: row.reference,
  receivedAt: row.createdAt.toISOString(),
  name: row.name,
  company: row.company,
  customerNumber: row.customerNumber,
  email: row.email,
  subject: row.subject,
  locale: row.locale,
  handling: handlingOf(row, names),
});

/** The inbox of contact messages, newest first, by state and assignee; `memberId` is who asks. */
export async function contactMessages(tx: Tx, query: z.output<typeof inboxQuery>, memberId: string) {
  const where = handlingFilter(contactMessage, query, memberId);
  const [total] = await tx.select({ count: count() }).from(contactMessage).where(where);
  const rows = await tx
    .select()
    .from(contactMessage)
    .where(where)
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const names = await staffNames(
    tx,
    rows.map((row) => row.assigneeId),
  );
  return { data: rows.map((row) => entryOf(row, names)), total: total?.count ?? 0 };
}

export async function contactMessageDetail(tx: Tx, id: string): Promise<AdminContactMessageDetail> {
  const [row] = await tx.select().from(contactMessage).where(eq(contactMessage.id, id));
  if (!row) throw messageNotFound(id);
  return {
    ...entryOf(row, await staffNames(tx, [row.assigneeId])),
    phone: row.phone,
    message: row.message,
    customerId: row.customerId,
  };
}

/** Changes a message's state or assignee; recorded in the audit log. */
export async function changeContactMessage(
  tx: Tx,
  actor: AuditActor,
  id: string,
  change: z.output<typeof handlingChange>,
): Promise<AdminContactMessageDetail> {
  const [before] = await tx
    .select({ handlingState: contactMessage.handlingState, assigneeId: contactMessage.assigneeId })
    .from(contactMessage)
    .where(eq(contactMessage.id, id))
    .for('update');
  if (!before) throw messageNotFound(id);
  const after = await changeHandling(
    tx,
    actor,
    { objectType: 'contact-message', objectId: id, permission: 'contact-messages.manage' },
    before,
    change,
  );
  await tx.update(contactMessage).set(after).where(eq(contactMessage.id, id));
  return contactMessageDetail(tx, id);
}

/** The messages nobody has finished handling (new or in progress), for the dashboard. */
export async function openContactMessageCount(tx: Tx): Promise<number> {
  const [open] = await tx
    .select({ count: count() })
    .from(contactMessage)
    .where(ne(contactMessage.handlingState, 'done'));
  return open?.count ?? 0;
}
