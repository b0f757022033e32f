import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the shop sends, kept as the outbox: written in the transaction of what caused it,
 * then delivered over SMTP (or, without SMTP, only kept here) by the outbox dispatcher.
 */
export const mailMessage = pgTable(
  'mail_message',
  {
    id: uuid().primaryKey(),
    recipient: text().notNull(),
    template: text().notNull(),
    locale: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Extra headers the mail is sent with (List-Unsubscribe of newsletters). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Why the last delivery failed. */
    failure: text(),
    /** Deliveries tried so far. */
    attempts: integer().notNull().default(0),
    /** When the next delivery is due (after a failure, later). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Until when the process delivering it holds it; another takes it over after that. */
    claimedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_message_created_idx').on(t.createdAt),
    index('mail_message_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Mails that anybody can cause (password links, receipts), counted per recipient and per client
 * address over a window, so that no process and no burst of requests turns the shop into a mail
 * cannon: one row per counter, raised atomically by an upsert.
 */
export const mailThrottle = pgTable(
  'mail_throttle',
  {
    /** `<purpose>:<what is counted>`, e.g. `recovery-user:<customer id>`, `recovery-address:<address>` */
    key: text().primaryKey(),
    sent: integer().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('mail_throttle_window_idx').on(t.windowStart)],
);
