import type { CmsSection, ContentBlock } from '@tradeshop/api-client/contracts';
import type { ContentDraft } from '@tradeshop/domain';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { language } from '../sales-channel/sales-channel.tables.ts';

const languageId = () =>
  uuid()
    .notNull()
    .references(() => language.id, { onDelete: 'cascade' });

/** Content pages built from sections, per language; `footer` is the shop's footer. */
export const cmsPage = pgTable(
  'cms_page',
  {
    key: text().notNull(),
    languageId: languageId(),
    sections: jsonb().$type<CmsSection[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.languageId] })],
);

/**
 * A content page made of blocks: the home page (key `home`), the legal pages and any other page the
 * distributor writes. The key is how imports and files name it; visitors reach it by its paths.
 */
export const contentPage = pgTable('content_page', {
  id: uuid().primaryKey(),
  key: text().notNull().unique(),
  active: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const contentPageTranslation = pgTable(
  'content_page_translation',
  {
    contentPageId: uuid()
      .notNull()
      .references(() => contentPage.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text().notNull(),
    metaTitle: text(),
    metaDescription: text(),
    /** The address search engines should index instead of this page's own, set in the back-office. */
    canonical: text(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentPageId, t.languageId] })],
);

/**
 * The changes a content editor has made to a page (all its languages at once), which the shop does not
 * show until they are published: at once, or at `publishAt` by the background publisher. Imports and
 * `npm run cms` write the published page directly and leave a draft as it is.
 */
export const contentPageDraft = pgTable(
  'content_page_draft',
  {
    contentPageId: uuid()
      .primaryKey()
      .references(() => contentPage.id, { onDelete: 'cascade' }),
    draft: jsonb().$type<ContentDraft>().notNull(),
    publishAt: timestamp({ withTimezone: true }),
    /** Who set `publishAt`: the audit log names them beside the publishing. */
    scheduledBy: jsonb().$type<{ id: string; name: string }>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_page_draft_publish_at_idx').on(t.publishAt)],
);

/**
 * The paths of content pages (`page`) and blog posts (`blog`) per language. A changed slug keeps its
 * old path as a non-canonical row, so that links to it answer 301 to the new one.
 */
export const contentPath = pgTable(
  'content_path',
  {
    kind: text().notNull(),
    foreignKey: uuid().notNull(),
    languageId: languageId(),
    path: text().notNull(),
    isCanonical: boolean().notNull().default(true),
  },
  (t) => [
    unique('content_path_unique').on(t.languageId, t.path),
    index('content_path_foreign_key_idx').on(t.foreignKey, t.languageId),
  ],
);
