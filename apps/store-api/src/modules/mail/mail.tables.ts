import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the shop sends, kept as the outbox: sent over SMTP or, without SMTP, only kept here. */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    failure: text(),
  },
  (t) => [index('mail_message_created_idx').on(t.createdAt)],
);
