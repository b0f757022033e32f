import type { CmsSection } from '@tradeshop/api-client/contracts';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { language } from '../sales-channel/sales-channel.tables.ts';

/** Content pages built from sections, per language; `footer` is the shop's footer. */
export const cmsPage = pgTable(
  'cms_page',
  {
    key: text().notNull(),
    languageId: uuid()
      .notNull()
      .references(() => language.id, { onDelete: 'cascade' }),
    sections: jsonb().$type<CmsSection[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.languageId] })],
);
