import { randomUUID } from 'node:crypto';
import { type ContentDraft, type ContentLocale, draftOfPublished, errorCodes } from '@tradeshop/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { contentPage, contentPageDraft, contentPageTranslation } from './cms.tables.ts';
import {
  contentNotFound,
  draftStoreOf,
  type EditableKind,
  type EditableSubject,
  editorLanguages,
} from './content-editor.ts';
import { homePageKey, writeContentPage } from './content-pages.ts';
import { canonicalContentPaths, trimmedPath } from './content-paths.ts';
import { blockPictureViolations } from './content-pictures.ts';

/** The content pages (`content_page`) in the editor; the home page has no address of its own. */
export const contentPageEditing: EditableKind = {
  kind: 'page',
  auditType: 'content-page',
  notFound: contentNotFound(errorCodes.adminContentPageNotFound, 'content page'),
  list: (tx) => tx.select().from(contentPage).orderBy(asc(contentPage.key)),
  lock: async (tx, id) =>
    (await tx.select().from(contentPage).where(eq(contentPage.id, id)).for('update'))[0],
  get: async (tx, id) => (await tx.select().from(contentPage).where(eq(contentPage.id, id)))[0],
  create: async (tx, key) => {
    const [taken] = await tx.select({ id: contentPage.id }).from(contentPage).where(eq(contentPage.key, key));
    if (taken)
      throw new ApiProblem(409, errorCodes.adminContentKeyTaken, 'Another page has this key.', { key });
    const id = randomUUID();
    await tx.insert(contentPage).values({ id, key, active: true });
    const empty = { title: '', path: '', metaTitle: '', metaDescription: '' };
    return { id, draft: { languages: { 'nl-NL': empty, 'fr-FR': empty, 'en-GB': empty }, blocks: [] } };
  },
  drafts: draftStoreOf(contentPageDraft, contentPageDraft.contentPageId, 'contentPageId'),
  published: publishedPages,
  addressOf: (page, path) => (page.key === homePageKey ? null : trimmedPath(path)),
  violationsOf: (tx, draft, texts) => blockPictureViolations(tx, draft, texts.keys()),
  publish: async (tx, page, _draft, texts) => {
    const { idByLocale } = await editorLanguages(tx);
    await writeContentPage(tx, {
      key: page.key,
      active: page.active,
      translations: [...texts].flatMap(([locale, { teaser: _teaser, ...text }]) => {
        const languageId = idByLocale.get(locale);
        return languageId ? [{ ...text, languageId }] : [];
      }),
    });
  },
};

/** The published pages as drafts: each language's blocks side by side by position. */
async function publishedPages(tx: Tx, pages: EditableSubject[]): Promise<Map<string, ContentDraft>> {
  const ids = pages.map((page) => page.id);
  const drafts = new Map<string, ContentDraft>();
  if (ids.length === 0) return drafts;
  const { localeById } = await editorLanguages(tx);
  const rows = await tx
    .select()
    .from(contentPageTranslation)
    .where(inArray(contentPageTranslation.contentPageId, ids));
  const paths = await canonicalContentPaths(tx, ids);
  for (const page of pages) {
    const translations: Parameters<typeof draftOfPublished>[0] = {};
    for (const row of rows) {
      const locale: ContentLocale | undefined = localeById.get(row.languageId);
      if (row.contentPageId !== page.id || !locale) continue;
      translations[locale] = {
        title: row.title,
        path: page.key === homePageKey ? '' : (paths.get(page.id)?.[row.languageId] ?? ''),
        metaTitle: row.metaTitle ?? '',
        metaDescription: row.metaDescription ?? '',
        canonical: row.canonical ?? '',
        blocks: row.blocks,
      };
    }
    if (Object.keys(translations).length > 0) drafts.set(page.id, draftOfPublished(translations));
  }
  return drafts;
}
