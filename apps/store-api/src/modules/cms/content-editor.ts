import { randomUUID } from 'node:crypto';
import {
  type AdminContentPage,
  type AdminContentPageSummary,
  type ContentBlock,
  type ContentPageState,
  contentBlock,
  type Violation,
} from '@tradeshop/api-client/contracts';
import {
  blockFromFields,
  type ContentDraft,
  type ContentLocale,
  contentLocales,
  draftOfPublished,
  errorCodes,
  missingTranslations,
} from '@tradeshop/domain';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { contentPage, contentPageDraft, contentPageTranslation, contentPath } from './cms.tables.ts';
import { homePageKey, writeContentPage } from './content-pages.ts';
import { canonicalContentPaths, trimmedPath } from './content-paths.ts';

const pageNotFound = (id: string) =>
  notFound(errorCodes.adminContentPageNotFound, 'There is no content page with this id.', { id });

const isContentLocale = (code: string | undefined): code is ContentLocale =>
  (contentLocales as readonly string[]).includes(code ?? '');

/** The language ids of the editor's languages, and back. */
async function editorLanguages(tx: Tx) {
  const localeById = new Map(
    [...(await localeCodesById(tx))].filter((entry): entry is [string, ContentLocale] =>
      isContentLocale(entry[1]),
    ),
  );
  const idByLocale = new Map([...localeById].map(([languageId, locale]) => [locale, languageId]));
  return { localeById, idByLocale };
}

interface PublishedTranslation {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  blocks: ContentBlock[];
}

/** The published texts of pages by page id and locale. */
async function publishedTranslations(tx: Tx, ids: string[]) {
  const { localeById } = await editorLanguages(tx);
  const byPage = new Map<string, Partial<Record<ContentLocale, PublishedTranslation>>>();
  if (ids.length === 0) return byPage;
  const rows = await tx
    .select()
    .from(contentPageTranslation)
    .where(inArray(contentPageTranslation.contentPageId, ids));
  for (const row of rows) {
    const locale = localeById.get(row.languageId);
    if (!locale) continue;
    const texts = byPage.get(row.contentPageId) ?? {};
    texts[locale] = row;
    byPage.set(row.contentPageId, texts);
  }
  return byPage;
}

/** The canonical paths of a page by locale. */
async function publishedPathsOf(tx: Tx, id: string): Promise<Partial<Record<ContentLocale, string>>> {
  const { localeById } = await editorLanguages(tx);
  const paths = (await canonicalContentPaths(tx, [id])).get(id) ?? {};
  return Object.fromEntries(
    Object.entries(paths).flatMap(([languageId, path]) => {
      const locale = localeById.get(languageId);
      return locale ? [[locale, path]] : [];
    }),
  );
}

function stateOf(draft: { publishAt: Date | null } | undefined, published: boolean): ContentPageState {
  if (!draft) return published ? 'published' : 'draft';
  if (draft.publishAt) return 'scheduled';
  return published ? 'changed' : 'draft';
}

const titleOf = (draft: ContentDraft) =>
  contentLocales.map((locale) => draft.languages[locale].title).find(Boolean) ?? '';

const unwritten = (draft: ContentDraft) => contentLocales.filter((locale) => !draft.languages[locale].title);

/** The pages with their state, missing languages and schedule, by key. */
export async function listEditablePages(tx: Tx): Promise<AdminContentPageSummary[]> {
  const pages = await tx.select().from(contentPage).orderBy(asc(contentPage.key));
  const ids = pages.map((page) => page.id);
  const drafts = new Map(
    ids.length === 0
      ? []
      : (await tx.select().from(contentPageDraft).where(inArray(contentPageDraft.contentPageId, ids))).map(
          (draft) => [draft.contentPageId, draft],
        ),
  );
  const published = await publishedTranslations(tx, ids);
  const paths = await canonicalContentPaths(tx, ids);
  const { localeById } = await editorLanguages(tx);
  return pages.map((page) => {
    const draftRow = drafts.get(page.id);
    const texts = published.get(page.id) ?? {};
    const draft =
      draftRow?.draft ??
      draftOfPublished(publishedForDraft(texts, paths.get(page.id) ?? {}, localeById, page.key));
    return {
      id: page.id,
      key: page.key,
      title: titleOf(draft),
      state: stateOf(draftRow, Object.keys(texts).length > 0),
      publishAt: draftRow?.publishAt?.toISOString() ?? null,
      missingLanguages: unwritten(draft),
      updatedAt: (draftRow?.updatedAt ?? page.updatedAt).toISOString(),
    };
  });
}

function publishedForDraft(
  texts: Partial<Record<ContentLocale, PublishedTranslation>>,
  paths: Record<string, string>,
  localeById: Map<string, ContentLocale>,
  key: string,
) {
  const pathByLocale = new Map(
    Object.entries(paths).flatMap(([languageId, path]) => {
      const locale = localeById.get(languageId);
      return locale ? [[locale, path] as const] : [];
    }),
  );
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [
      locale,
      {
        title: text.title,
        path: key === homePageKey ? '' : (pathByLocale.get(locale as ContentLocale) ?? ''),
        metaTitle: text.metaTitle ?? '',
        metaDescription: text.metaDescription ?? '',
        blocks: text.blocks,
      },
    ]),
  );
}

/** A page in the editor: its draft, or the page as published when it has none. */
export async function editablePage(tx: Tx, id: string): Promise<AdminContentPage> {
  const [page] = await tx.select().from(contentPage).where(eq(contentPage.id, id));
  if (!page) throw pageNotFound(id);
  const [draftRow] = await tx.select().from(contentPageDraft).where(eq(contentPageDraft.contentPageId, id));
  const texts = (await publishedTranslations(tx, [id])).get(id) ?? {};
  const { localeById } = await editorLanguages(tx);
  const draft =
    draftRow?.draft ??
    draftOfPublished(
      publishedForDraft(texts, (await canonicalContentPaths(tx, [id])).get(id) ?? {}, localeById, page.key),
    );
  return {
    id,
    key: page.key,
    title: titleOf(draft),
    state: stateOf(draftRow, Object.keys(texts).length > 0),
    publishAt: draftRow?.publishAt?.toISOString() ?? null,
    missingLanguages: unwritten(draft),
    updatedAt: (draftRow?.updatedAt ?? page.updatedAt).toISOString(),
    draft,
    missing: missingTranslations(draft),
    publishedPaths: await publishedPathsOf(tx, id),
  };
}

/** Makes a new page under a key, with an empty draft: the shop shows nothing of it until it is published. */
export async function createEditablePage(tx: Tx, actor: AuditActor, key: string): Promise<string> {
  const [taken] = await tx.select({ id: contentPage.id }).from(contentPage).where(eq(contentPage.key, key));
  if (taken)
    throw new ApiProblem(409, errorCodes.adminContentKeyTaken, 'Another page has this key.', { key });
  const id = randomUUID();
  await tx.insert(contentPage).values({ id, key, active: true });
  const empty = { title: '', path: '', metaTitle: '', metaDescription: '' };
  const draft: ContentDraft = {
    languages: { 'nl-NL': empty, 'fr-FR': empty, 'en-GB': empty },
    blocks: [],
  };
  await tx.insert(contentPageDraft).values({ contentPageId: id, draft });
  await recordAudit(tx, actor, {
    objectType: 'content-page',
    objectId: id,
    action: 'created',
    changes: { key: [null, key] },
  });
  return id;
}

async function pageRow(tx: Tx, id: string) {
  const [page] = await tx.select().from(contentPage).where(eq(contentPage.id, id)).for('update');
  if (!page) throw pageNotFound(id);
  return page;
}

async function draftRowOf(tx: Tx, id: string) {
  const [draft] = await tx
    .select()
    .from(contentPageDraft)
    .where(eq(contentPageDraft.contentPageId, id))
    .for('update');
  return draft;
}

const pathTaken = (locale: ContentLocale, path: string) =>
  new ApiProblem(
    409,
    errorCodes.adminContentPathTaken,
    `Another page or blog post has the address ${path} in ${locale}.`,
    { locale, path },
  );

/** Refuses an address another page or blog post has in that language (a former one of theirs may be taken over). */
async function checkPathsFree(tx: Tx, id: string, key: string, draft: ContentDraft) {
  if (key === homePageKey) return;
  const { idByLocale } = await editorLanguages(tx);
  for (const locale of contentLocales) {
    const path = trimmedPath(draft.languages[locale].path);
    const languageId = idByLocale.get(locale);
    if (!path || !languageId) continue;
    const withToggledSlash = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    const [other] = await tx
      .select({ path: contentPath.path })
      .from(contentPath)
      .where(
        and(
          eq(contentPath.languageId, languageId),
          inArray(contentPath.path, [path, withToggledSlash]),
          eq(contentPath.isCanonical, true),
          ne(contentPath.foreignKey, id),
        ),
      );
    if (other) throw pathTaken(locale, path);
  }
}

/** A block's field a contract issue names: its picture's fields are two of the editor's. */
function fieldOfIssue(path: PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'image') return second === 'alt' ? 'imageAlt' : 'imageUrl';
  return String(first ?? '');
}

const hasValues = (values: Record<string, string> | undefined) =>
  Object.values(values ?? {}).some((value) => value.trim() !== '');

/**
 * The page in each written language as it would be published, or where it falls short: a language
 * without an address (but the home page's), and every block field the shop's contract refuses. A
 * block left empty in a language is left out there.
 */
export function publishableTexts(
  key: string,
  draft: ContentDraft,
): { texts: Map<ContentLocale, PublishedTranslation & { path: string | null }>; violations: Violation[] } {
  const texts = new Map<ContentLocale, PublishedTranslation & { path: string | null }>();
  const violations: Violation[] = [];
  for (const locale of contentLocales) {
    const language = draft.languages[locale];
    if (!language.title) continue;
    const path = key === homePageKey ? null : trimmedPath(language.path);
    if (path === '')
      violations.push({
        propertyPath: `/draft/languages/${locale}/path`,
        type: 'VIOLATION::TOO_SMALL',
        title: 'The page needs an address in every language it is written in',
      });
    const blocks: ContentBlock[] = [];
    draft.blocks.forEach((block, index) => {
      const values = block.values[locale];
      if (!hasValues(values)) return;
      const parsed = contentBlock.safeParse(blockFromFields(block.type, values ?? {}));
      if (parsed.success) blocks.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          violations.push({
            propertyPath: `/draft/blocks/${index}/values/${locale}/${fieldOfIssue(issue.path)}`,
            type: `VIOLATION::${issue.code.toUpperCase()}`,
            title: issue.message,
          });
    });
    if (blocks.length === 0)
      violations.push({
        propertyPath: `/draft/blocks/${locale}`,
        type: 'VIOLATION::TOO_SMALL',
        title: 'The page needs a block in every language it is written in',
      });
    texts.set(locale, {
      title: language.title,
      path,
      metaTitle: language.metaTitle || null,
      metaDescription: language.metaDescription || null,
      blocks,
    });
  }
  if (texts.size === 0)
    violations.push({
      propertyPath: '/draft/languages',
      type: 'VIOLATION::TOO_SMALL',
      title: 'The page needs a title in at least one language',
    });
  return { texts, violations };
}

function incomplete(violations: Violation[]) {
  return new ApiProblem(
    422,
    errorCodes.adminContentIncomplete,
    'The draft cannot be published as it is.',
    {},
    violations,
  );
}

/**
 * Saves a page's draft (the shop keeps showing the page as published). A scheduled draft must stay
 * publishable, so that it is when its time comes.
 */
export async function saveDraft(tx: Tx, actor: AuditActor, id: string, draft: ContentDraft): Promise<void> {
  const page = await pageRow(tx, id);
  await checkPathsFree(tx, id, page.key, draft);
  const existing = await draftRowOf(tx, id);
  if (existing?.publishAt) {
    const { violations } = publishableTexts(page.key, draft);
    if (violations.length > 0) throw incomplete(violations);
  }
  await tx
    .insert(contentPageDraft)
    .values({ contentPageId: id, draft })
    .onConflictDoUpdate({ target: contentPageDraft.contentPageId, set: { draft, updatedAt: new Date() } });
  await recordAudit(tx, actor, {
    objectType: 'content-page',
    objectId: id,
    action: 'draft-saved',
    changes: draftChanges(existing?.draft, draft),
  });
}

/** What a save changed, per language and for the blocks, as the audit log keeps it. */
function draftChanges(
  before: ContentDraft | undefined,
  after: ContentDraft,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const locale of contentLocales) {
    const was = before?.languages[locale];
    for (const field of ['title', 'path', 'metaTitle', 'metaDescription'] as const)
      if ((was?.[field] ?? '') !== after.languages[locale][field])
        changes[`${locale}.${field}`] = [was?.[field] ?? null, after.languages[locale][field]];
  }
  if (JSON.stringify(before?.blocks ?? []) !== JSON.stringify(after.blocks))
    changes.blocks = [
      (before?.blocks ?? []).map((block) => block.type),
      after.blocks.map((block) => block.type),
    ];
  return changes;
}

/** Throws the draft away: the editor shows the page as published again. */
export async function discardDraft(tx: Tx, actor: AuditActor, id: string): Promise<void> {
  await pageRow(tx, id);
  const [removed] = await tx
    .delete(contentPageDraft)
    .where(eq(contentPageDraft.contentPageId, id))
    .returning({ id: contentPageDraft.contentPageId });
  if (removed)
    await recordAudit(tx, actor, { objectType: 'content-page', objectId: id, action: 'draft-discarded' });
}

/** Makes the draft the page the shop shows, its changed addresses answering 301 to the new ones. */
async function publish(tx: Tx, page: { id: string; key: string; active: boolean }, draft: ContentDraft) {
  const { texts, violations } = publishableTexts(page.key, draft);
  if (violations.length > 0) throw incomplete(violations);
  await checkPathsFree(tx, page.id, page.key, draft);
  const { idByLocale } = await editorLanguages(tx);
  await writeContentPage(tx, {
    key: page.key,
    active: page.active,
    translations: [...texts].flatMap(([locale, text]) => {
      const languageId = idByLocale.get(locale);
      return languageId ? [{ ...text, languageId }] : [];
    }),
  });
  await tx.delete(contentPageDraft).where(eq(contentPageDraft.contentPageId, page.id));
}

const noDraft = (id: string) =>
  new ApiProblem(409, errorCodes.adminContentNoDraft, 'The page has no changes to publish.', { id });

/** Publishes the page's draft now. */
export async function publishNow(tx: Tx, actor: AuditActor, id: string): Promise<void> {
  const page = await pageRow(tx, id);
  const draft = await draftRowOf(tx, id);
  if (!draft) throw noDraft(id);
  await publish(tx, page, draft.draft);
  await recordAudit(tx, actor, { objectType: 'content-page', objectId: id, action: 'published' });
}

/**
 * Sets when the draft is published (the background publisher of every Store API process watches
 * for it), or takes the schedule back with null. Only a publishable draft is scheduled.
 */
export async function scheduleDraft(tx: Tx, actor: AuditActor, id: string, publishAt: Date | null) {
  const page = await pageRow(tx, id);
  const draft = await draftRowOf(tx, id);
  if (!draft) throw noDraft(id);
  if (publishAt) {
    const { violations } = publishableTexts(page.key, draft.draft);
    if (violations.length > 0) throw incomplete(violations);
    await checkPathsFree(tx, id, page.key, draft.draft);
  }
  await tx
    .update(contentPageDraft)
    .set({
      publishAt,
      scheduledBy: publishAt && actor.id ? { id: actor.id, name: actor.name } : null,
    })
    .where(eq(contentPageDraft.contentPageId, id));
  await recordAudit(tx, actor, {
    objectType: 'content-page',
    objectId: id,
    action: publishAt ? 'scheduled' : 'unscheduled',
    changes: { publishAt: [draft.publishAt?.toISOString() ?? null, publishAt?.toISOString() ?? null] },
  });
}

/**
 * Publishes every draft whose time has come (`now`), in one transaction that one process at a time
 * holds: the others skip their turn. A draft that can no longer be published (its address was
 * taken meanwhile) loses its schedule, which the audit log says, and waits for its editor.
 */
export async function publishDueDrafts(db: Tx, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('content_page_publish')) as locked`,
    );
    if (!lock?.locked) return 0;
    const due = await tx
      .select({ draft: contentPageDraft, page: contentPage })
      .from(contentPageDraft)
      .innerJoin(contentPage, eq(contentPage.id, contentPageDraft.contentPageId))
      .where(lte(contentPageDraft.publishAt, now))
      .orderBy(asc(contentPageDraft.publishAt));
    let published = 0;
    for (const { draft, page } of due) {
      const actor: AuditActor = {
        kind: 'staff',
        id: draft.scheduledBy?.id ?? page.id,
        name: draft.scheduledBy?.name ?? 'Scheduled publishing',
      };
      const refused = await refusalOf(tx, page, draft.draft);
      if (refused) {
        await tx
          .update(contentPageDraft)
          .set({ publishAt: null, scheduledBy: null })
          .where(eq(contentPageDraft.contentPageId, page.id));
        await recordAudit(tx, actor, {
          objectType: 'content-page',
          objectId: page.id,
          action: 'schedule-failed',
          changes: { reason: [null, refused] },
        });
        continue;
      }
      await publish(tx, page, draft.draft);
      await recordAudit(tx, actor, {
        objectType: 'content-page',
        objectId: page.id,
        action: 'published',
        changes: { publishAt: [draft.publishAt?.toISOString() ?? null, null] },
      });
      published++;
    }
    return published;
  });
}

/** Why a draft cannot be published now, in words; null when it can. */
async function refusalOf(tx: Tx, page: { id: string; key: string }, draft: ContentDraft) {
  const { violations } = publishableTexts(page.key, draft);
  if (violations.length > 0) return violations.map((violation) => violation.propertyPath).join(', ');
  try {
    await checkPathsFree(tx, page.id, page.key, draft);
    return null;
  } catch (error) {
    if (error instanceof ApiProblem) return error.message;
    throw error;
  }
}

/** Looks for due drafts every `pollMillis` (5 seconds by default) in every Store API process. */
export function startContentPublisher(database: Database, pollMillis = 5000): DispatchLoop {
  return startDispatchLoop(
    'Content publishing',
    async () => {
      await publishDueDrafts(database.db);
    },
    pollMillis,
  );
}

/** The draft's text and blocks in a language as the shop would show them, for a preview. */
export async function draftInLanguage(tx: Tx, id: string, locale: ContentLocale) {
  const [page] = await tx.select().from(contentPage).where(eq(contentPage.id, id));
  if (!page) return null;
  const [draftRow] = await tx.select().from(contentPageDraft).where(eq(contentPageDraft.contentPageId, id));
  const draft = draftRow?.draft ?? (await editablePage(tx, id)).draft;
  const { texts } = publishableTexts(page.key, draft);
  const text = texts.get(locale);
  if (!text) return null;
  const { idByLocale } = await editorLanguages(tx);
  const paths = Object.fromEntries(
    [...texts].flatMap(([other, otherText]) => {
      const languageId = idByLocale.get(other);
      return languageId ? [[languageId, otherText.path ?? '']] : [];
    }),
  );
  return { id, key: page.key, ...text, paths };
}
