import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from '../catalog/catalog.tables.ts';
import { language } from '../sales-channel/sales-channel.tables.ts';

/** The files catalogue: catalogues, leaflets, safety data sheets and manuals, each in its language. */
export const catalogFile = pgTable(
  'catalog_file',
  {
    id: uuid().primaryKey(),
    key: text().notNull().unique(),
    /** catalogue, leaflet, safety-data-sheet, manual or certificate */
    kind: text().notNull(),
    /** The language the file is written in. */
    languageId: uuid()
      .notNull()
      .references(() => language.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** The brand it belongs to, by the ERP's brand code, if any. */
    brandKey: text(),
    /** Article numbers it is about (a safety data sheet names its articles). */
    productNumbers: text().array().notNull().default([]),
    fileSize: text(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Title and description were written in the back-office: the ERP's import leaves them (decision 0062). */
    textsByStaff: boolean().notNull().default(false),
  },
  (t) => [index('catalog_file_language_idx').on(t.languageId, t.kind)],
);
