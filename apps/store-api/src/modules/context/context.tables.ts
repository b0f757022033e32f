import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { language, salesChannel } from '../sales-channel/sales-channel.tables.ts';

/** A session of the Store API: issued on the first request and sent back in `sw-context-token`. */
export const contextToken = pgTable(
  'context_token',
  {
    token: text().primaryKey(),
    salesChannelId: uuid()
      .notNull()
      .references(() => salesChannel.id),
    languageId: uuid()
      .notNull()
      .references(() => language.id),
    customerId: uuid(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('context_token_updated_at_idx').on(t.updatedAt)],
);
