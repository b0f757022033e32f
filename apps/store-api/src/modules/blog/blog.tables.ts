import type { ContentBlock } from '@tradeshop/api-client/contracts';
import type { ContentDraft } from '@tradeshop/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { media } from '../catalog/catalog.tables.ts';
import { language } from '../sales-channel/sales-channel.tables.ts';

const languageId = () =>
  uuid()
    .notNull()
    .references(() => language.id, { onDelete: 'cascade' });

/** A blog post: its blocks per language, its cover picture and the topics it is tagged with. */
export const blogPost = pgTable(
  'blog_post',
  {
    id: uuid().primaryKey(),
    key: text().notNull().unique(),
    active: boolean().notNull().default(true),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    author: text(),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_post_published_idx').on(t.publishedAt)],
);

export const blogPostTranslation = pgTable(
  'blog_post_translation',
  {
    blogPostId: uuid()
      .notNull()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    title: text().notNull(),
    teaser: text().notNull().default(''),
    metaTitle: text(),
    metaDescription: text(),
    /** The address search engines should index instead of this page's own, set in the back-office. */
    canonical: text(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.blogPostId, t.languageId] })],
);

/** The blog's topics: a post's categories, and the tags the blog list filters on. */
export const blogCategory = pgTable('blog_category', {
  id: uuid().primaryKey(),
  key: text().notNull().unique(),
  position: integer().notNull().default(0),
});

export const blogCategoryTranslation = pgTable(
  'blog_category_translation',
  {
    blogCategoryId: uuid()
      .notNull()
      .references(() => blogCategory.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.blogCategoryId, t.languageId] })],
);

export const blogPostCategory = pgTable(
  'blog_post_category',
  {
    blogPostId: uuid()
      .notNull()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    blogCategoryId: uuid()
      .notNull()
      .references(() => blogCategory.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.blogPostId, t.blogCategoryId] }),
    index('blog_post_category_category_idx').on(t.blogCategoryId),
  ],
);

/**
 * The changes a content editor has made to a post (all its languages, blocks and its own fields),
 * which the shop does not show until they are published: at once, or at `publishAt` by the
 * background publisher. Imports write the published post directly and leave a draft as it is.
 */
export const blogPostDraft = pgTable(
  'blog_post_draft',
  {
    blogPostId: uuid()
      .primaryKey()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    draft: jsonb().$type<ContentDraft>().notNull(),
    publishAt: timestamp({ withTimezone: true }),
    /** Who set `publishAt`: the audit log names them beside the publishing. */
    scheduledBy: jsonb().$type<{ id: string; name: string }>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_post_draft_publish_at_idx').on(t.publishAt)],
);
