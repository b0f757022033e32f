import {
  type AdminMail,
  type AdminMailDetail,
  type adminMailQuery,
  apiId,
  type MailState,
  mailStates,
} from '@tradeshop/api-client/contracts';
import { errorCodes, momentOfBound } from '@tradeshop/domain';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { containing } from '../../platform/like.ts';
import type { Mailer } from '../../platform/ports.ts';
import { notFound } from '../../platform/problem.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { mailMessage } from './mail.tables.ts';
import { maxAttempts, outboxChannel } from './mailer.ts';

/** Where a mail of each state stands in the outbox, as the dispatcher leaves it. */
const inState: Record<MailState, SQL> = {
  queued: sql`${mailMessage.sentAt} is null and ${mailMessage.attempts} < ${maxAttempts} and ${mailMessage.failure} is null`,
  retrying: sql`${mailMessage.sentAt} is null and ${mailMessage.attempts} < ${maxAttempts} and ${mailMessage.failure} is not null`,
  sent: sql`${mailMessage.sentAt} is not null`,
  failed: sql`${mailMessage.sentAt} is null and ${mailMessage.attempts} >= ${maxAttempts}`,
};

const stateOfMail = sql<MailState>`case ${sql.join(
  mailStates.map((state) => sql`when ${inState[state]} then ${state}`),
  sql` `,
)} end`;

/**
 * Mails whose link acts as the recipient (sets a password, confirms an address or a subscription):
 * their body is withheld, or a member could take over the customer's account.
 */
const withheldBodies = new Set([
  'password-recovery',
  'invitation',
  'registration-confirmation',
  'newsletter-confirmation',
]);

const mailNotFound = (id: string) => notFound(errorCodes.adminMailNotFound, 'No mail with this id.', { id });

const listed = {
  id: mailMessage.id,
  recipient: mailMessage.recipient,
  subject: mailMessage.subject,
  template: mailMessage.template,
  locale: mailMessage.locale,
  state: stateOfMail,
  attempts: mailMessage.attempts,
  createdAt: mailMessage.createdAt,
  sentAt: mailMessage.sentAt,
  nextAttemptAt: mailMessage.nextAttemptAt,
  lastError: mailMessage.failure,
};

type ListedMail = Omit<AdminMail, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

const entryOf = (row: ListedMail): AdminMail => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.state === 'queued' || row.state === 'retrying' ? row.nextAttemptAt.toISOString() : null,
});

/** The outbox, newest first, by state, part of the recipient and period. */
export async function outboxMails(tx: Tx, query: z.output<typeof adminMailQuery>) {
  const since = momentOfBound(query.since);
  const until = momentOfBound(query.until);
  const where = and(
    query.state ? inState[query.state] : undefined,
    query.recipient ? ilike(mailMessage.recipient, containing(query.recipient)) : undefined,
    since ? gte(mailMessage.createdAt, since) : undefined,
    until ? lt(mailMessage.createdAt, until) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(mailMessage).where(where);
  const rows = await tx
    .select(listed)
    .from(mailMessage)
    .where(where)
    .orderBy(desc(mailMessage.createdAt), desc(mailMessage.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { data: rows.map(entryOf), total: total?.count ?? 0 };
}

export async function outboxMail(tx: Tx, id: string): Promise<AdminMailDetail> {
  const [row] = await tx
    .select({ ...listed, text: mailMessage.text, html: mailMessage.html })
    .from(mailMessage)
    .where(eq(mailMessage.id, id));
  if (!row) throw mailNotFound(id);
  const { text, html, ...entry } = row;
  return { ...entryOf(entry), body: withheldBodies.has(row.template) ? null : { text, html } };
}

/**
 * Sends a mail again: one not sent yet is due at once with its attempts counted from nought; a sent
 * one goes out again as a new mail of the outbox (`mailer`). Answers the mail that will go out;
 * recorded in the audit log.
 */
export async function resendMail(
  tx: Tx,
  mailer: Mailer,
  actor: AuditActor,
  id: string,
): Promise<AdminMailDetail> {
  const [mail] = await tx.select().from(mailMessage).where(eq(mailMessage.id, id)).for('update');
  if (!mail) throw mailNotFound(id);
  if (mail.sentAt === null) {
    await tx
      .update(mailMessage)
      .set({ attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(mailMessage.id, id));
    await tx.execute(sql`select pg_notify(${outboxChannel}, '')`);
    await recordAudit(tx, actor, {
      objectType: 'mail',
      objectId: id,
      action: 'requeued',
      changes: { attempts: [mail.attempts, 0] },
    });
    return outboxMail(tx, id);
  }
  const copyId = await mailer.send(tx, {
    to: mail.recipient,
    template: mail.template,
    locale: mail.locale,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
  await recordAudit(tx, actor, {
    objectType: 'mail',
    objectId: id,
    action: 'resent',
    changes: { copy: [null, apiId(copyId)] },
  });
  return outboxMail(tx, copyId);
}
