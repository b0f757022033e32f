import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customer } from '../account/account.tables.ts';
import { handlingColumns } from '../staff/staff.tables.ts';

/**
 * A message sent through the contact form, kept whatever becomes of its mails: the service team
 * finds every message here (the back-office's inbox, with who handles it), and the form's limits
 * count them.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid().primaryKey(),
    /** What the sender is told to quote: `CT-` and eight characters of the id. */
    reference: text().notNull().unique(),
    locale: text().notNull(),
    name: text().notNull(),
    company: text().notNull(),
    customerNumber: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The logged-in user who sent it, if any. */
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    clientAddress: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...handlingColumns(),
  },
  (t) => [
    index('contact_message_email_idx').on(t.email, t.createdAt),
    index('contact_message_address_idx').on(t.clientAddress, t.createdAt),
    index('contact_message_open_idx').on(t.createdAt).where(sql`${t.handlingState} <> 'done'`),
  ],
);
