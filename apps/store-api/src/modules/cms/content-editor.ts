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
  errorCodes,
  missingTranslations,
} from '@tradeshop/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { contentPath } from './cms.tables.ts';
import type { ContentKind } from './content-paths.ts';

const isContentLocale = (code: string | undefined): code is ContentLocale =>
  (contentLocales as readonly string[]).includes(code ?? '');

/** The language ids of the editor's languages, and back. */
export async function editorLanguages(tx: Tx) {
  const localeById = new Map(
    [...(await localeCodesById(tx))].filter((entry): entry is [string, ContentLocale] =>
      isContentLocale(entry[1]),
    ),
  );
  const idByLocale = new Map([...localeById].map(([languageId, locale]) => [locale, languageId]));
  return { localeById, idByLocale };
}

/** A page or a post as the editor knows it: `key` is how imports name it. */
export interface EditableSubject {
  id: string;
  key: string;
  active: boolean;
  updatedAt: Date;
}

export interface DraftRow {
  subjectId: string;
  draft: ContentDraft;
  publishAt: Date | null;
  /** Who set `publishAt`: the audit log names them beside the publishing. */
  scheduledBy: { id: string; name: string } | null;
  updatedAt: Date;
}

/** A language of a draft as it would be published: `path` is the shop's address (null for the home page). */
export interface PublishableText {
  title: string;
  path: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonical: string | null;
  teaser: string;
  blocks: ContentBlock[];
}

/** How a draft table of its module is read and written: every kind's has the same columns. */
export interface DraftStore {
  byIds(tx: Tx, ids: string[]): Promise<DraftRow[]>;
  get(tx: Tx, id: string): Promise<DraftRow | undefined>;
  put(tx: Tx, id: string, draft: ContentDraft): Promise<void>;
  remove(tx: Tx, id: string): Promise<boolean>;
  schedule(tx: Tx, id: string, publishAt: Date | null, by: DraftRow['scheduledBy']): Promise<void>;
  due(tx: Tx, now: Date): Promise<DraftRow[]>;
}

/**
 * What the editor needs of a kind of content (pages, blog posts) whose module owns its tables: the
 * subjects, its drafts, its published form and writing it. Saving, publishing, scheduling, the
 * background publisher and previews are the editor's, the same for every kind.
 */
export interface EditableKind {
  kind: ContentKind;
  /** The object type of its audit entries (`content-page`, `blog-post`). */
  auditType: string;
  notFound(id: string): ApiProblem;
  list(tx: Tx): Promise<EditableSubject[]>;
  /** The subject, locked against other changes until the transaction ends. */
  lock(tx: Tx, id: string): Promise<EditableSubject | undefined>;
  get(tx: Tx, id: string): Promise<EditableSubject | undefined>;
  /** Makes a subject under a new key that the shop does not show yet, with its empty draft. */
  create(tx: Tx, key: string): Promise<{ id: string; draft: ContentDraft }>;
  drafts: DraftStore;
  /** The published subjects as drafts, by id: those not published are missing. */
  published(tx: Tx, subjects: EditableSubject[]): Promise<Map<string, ContentDraft>>;
  /** The shop's address of a draft's `path` ('' for none), or null when the subject has none (the home page). */
  addressOf(subject: EditableSubject, path: string): string | null;
  /** What else stands in the way of publishing the draft. */
  violationsOf(tx: Tx, draft: ContentDraft, texts: Map<ContentLocale, PublishableText>): Promise<Violation[]>;
  /** Writes the draft as the published subject, as its imports do (paths, 301s, markCatalogChanged). */
  publish(
    tx: Tx,
    subject: EditableSubject,
    draft: ContentDraft,
    texts: Map<ContentLocale, PublishableText>,
  ): Promise<void>;
}

/** The draft store of a module's draft table: its subject column, as a column and as the table's field. */
export function draftStoreOf(
  table: PgTable & { draft: PgColumn; publishAt: PgColumn; scheduledBy: PgColumn; updatedAt: PgColumn },
  subjectId: PgColumn,
  subjectField: string,
): DraftStore {
  const columns = {
    subjectId,
    draft: table.draft,
    publishAt: table.publishAt,
    scheduledBy: table.scheduledBy,
    updatedAt: table.updatedAt,
  };
  const select = (tx: Tx) => tx.select(columns).from(table);
  const rows = (found: unknown) => found as DraftRow[];
  return {
    byIds: async (tx, ids) =>
      ids.length === 0 ? [] : rows(await select(tx).where(inArray(columns.subjectId, ids))),
    get: async (tx, id) => rows(await select(tx).where(eq(columns.subjectId, id)).for('update'))[0],
    put: async (tx, id, draft) => {
      await tx
        .insert(table)
        .values({ [subjectField]: id, draft } as never)
        .onConflictDoUpdate({ target: columns.subjectId, set: { draft, updatedAt: new Date() } as never });
    },
    remove: async (tx, id) =>
      (await tx.delete(table).where(eq(columns.subjectId, id)).returning({ id: columns.subjectId })).length >
      0,
    schedule: async (tx, id, publishAt, scheduledBy) => {
      await tx
        .update(table)
        .set({ publishAt, scheduledBy } as never)
        .where(eq(columns.subjectId, id));
    },
    due: async (tx, now) =>
      rows(await select(tx).where(sql`${columns.publishAt} <= ${now}`).orderBy(columns.publishAt)),
  };
}

function stateOf(draft: { publishAt: Date | null } | undefined, published: boolean): ContentPageState {
  if (!draft) return published ? 'published' : 'draft';
  if (draft.publishAt) return 'scheduled';
  return published ? 'changed' : 'draft';
}

const titleOf = (draft: ContentDraft) =>
  contentLocales.map((locale) => draft.languages[locale].title).find(Boolean) ?? '';

const unwritten = (draft: ContentDraft) => contentLocales.filter((locale) => !draft.languages[locale].title);

const emptyLanguage = { title: '', path: '', metaTitle: '', metaDescription: '' };
const emptyDraft = (): ContentDraft => ({
  languages: { 'nl-NL': emptyLanguage, 'fr-FR': emptyLanguage, 'en-GB': emptyLanguage },
  blocks: [],
});

function summaryOf(
  subject: EditableSubject,
  draftRow: DraftRow | undefined,
  published: ContentDraft | undefined,
): AdminContentPageSummary & { draft: ContentDraft } {
  const draft = draftRow?.draft ?? published ?? emptyDraft();
  return {
    id: subject.id,
    key: subject.key,
    title: titleOf(draft),
    state: stateOf(draftRow, published !== undefined),
    publishAt: draftRow?.publishAt?.toISOString() ?? null,
    missingLanguages: unwritten(draft),
    updatedAt: (draftRow?.updatedAt ?? subject.updatedAt).toISOString(),
    draft,
  };
}

/** The subjects of a kind with their state, missing languages and schedule, by key. */
export async function listEditable(tx: Tx, kind: EditableKind): Promise<AdminContentPageSummary[]> {
  const subjects = await kind.list(tx);
  const ids = subjects.map((subject) => subject.id);
  const drafts = new Map((await kind.drafts.byIds(tx, ids)).map((row) => [row.subjectId, row]));
  const published = await kind.published(tx, subjects);
  return subjects.map((subject) => {
    const { draft: _draft, ...summary } = summaryOf(
      subject,
      drafts.get(subject.id),
      published.get(subject.id),
    );
    return summary;
  });
}

/** The paths the subject is published under per locale, as the editor writes them. */
const publishedPaths = (published: ContentDraft | undefined): Partial<Record<ContentLocale, string>> =>
  Object.fromEntries(
    contentLocales.flatMap((locale) => {
      const language = published?.languages[locale];
      return language?.title && language.path ? [[locale, language.path]] : [];
    }),
  );

/** A subject in the editor: its draft, or as published when it has none. */
export async function editable(tx: Tx, kind: EditableKind, id: string): Promise<AdminContentPage> {
  const subject = await kind.get(tx, id);
  if (!subject) throw kind.notFound(id);
  const [draftRow] = await kind.drafts.byIds(tx, [id]);
  const published = (await kind.published(tx, [subject])).get(id);
  const summary = summaryOf(subject, draftRow, published);
  return {
    ...summary,
    missing: missingTranslations(summary.draft),
    publishedPaths: publishedPaths(published),
  };
}

/** Makes a new subject under a key, with an empty draft: the shop shows nothing of it until it is published. */
export async function createEditable(tx: Tx, kind: EditableKind, actor: AuditActor, key: string) {
  const { id, draft } = await kind.create(tx, key);
  await kind.drafts.put(tx, id, draft);
  await recordAudit(tx, actor, {
    objectType: kind.auditType,
    objectId: id,
    action: 'created',
    changes: { key: [null, key] },
  });
  return id;
}

async function lockedSubject(tx: Tx, kind: EditableKind, id: string) {
  const subject = await kind.lock(tx, id);
  if (!subject) throw kind.notFound(id);
  return subject;
}

const pathTaken = (locale: ContentLocale, path: string) =>
  new ApiProblem(
    409,
    errorCodes.adminContentPathTaken,
    `Another page or blog post has the address ${path} in ${locale}.`,
    { locale, path },
  );

/** Refuses an address another page or blog post has in that language (a former one of theirs may be taken over). */
async function checkPathsFree(tx: Tx, kind: EditableKind, subject: EditableSubject, draft: ContentDraft) {
  const { idByLocale } = await editorLanguages(tx);
  for (const locale of contentLocales) {
    const path = kind.addressOf(subject, draft.languages[locale].path);
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
          ne(contentPath.foreignKey, subject.id),
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
 * The subject in each written language as it would be published, or where it falls short: a
 * language without an address (but the home page's), and every block field the shop's contract
 * refuses. A block left empty in a language is left out there.
 */
export function publishableTexts(
  kind: EditableKind,
  subject: EditableSubject,
  draft: ContentDraft,
): { texts: Map<ContentLocale, PublishableText>; violations: Violation[] } {
  const texts = new Map<ContentLocale, PublishableText>();
  const violations: Violation[] = [];
  for (const locale of contentLocales) {
    const language = draft.languages[locale];
    if (!language.title) continue;
    const path = kind.addressOf(subject, language.path);
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
      canonical: language.canonical || null,
      teaser: language.teaser ?? '',
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

/** The texts of a publishable draft; 422 with every violation otherwise. */
async function publishableOrThrow(tx: Tx, kind: EditableKind, subject: EditableSubject, draft: ContentDraft) {
  const { texts, violations } = publishableTexts(kind, subject, draft);
  violations.push(...(await kind.violationsOf(tx, draft, texts)));
  if (violations.length > 0) throw incomplete(violations);
  return texts;
}

/**
 * Saves a draft (the shop keeps showing what is published). A scheduled draft must stay
 * publishable, so that it is when its time comes.
 */
export async function saveDraft(
  tx: Tx,
  kind: EditableKind,
  actor: AuditActor,
  id: string,
  draft: ContentDraft,
): Promise<void> {
  const subject = await lockedSubject(tx, kind, id);
  await checkPathsFree(tx, kind, subject, draft);
  const existing = await kind.drafts.get(tx, id);
  if (existing?.publishAt) await publishableOrThrow(tx, kind, subject, draft);
  await kind.drafts.put(tx, id, draft);
  await recordAudit(tx, actor, {
    objectType: kind.auditType,
    objectId: id,
    action: 'draft-saved',
    changes: draftChanges(existing?.draft, draft),
  });
}

/** What a save changed, per language, for the blocks and a post's own fields, as the audit log keeps it. */
function draftChanges(
  before: ContentDraft | undefined,
  after: ContentDraft,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const locale of contentLocales) {
    const was = before?.languages[locale];
    for (const field of ['title', 'path', 'metaTitle', 'metaDescription', 'canonical', 'teaser'] as const)
      if ((was?.[field] ?? '') !== (after.languages[locale][field] ?? ''))
        changes[`${locale}.${field}`] = [was?.[field] ?? null, after.languages[locale][field] ?? null];
  }
  if (JSON.stringify(before?.blocks ?? []) !== JSON.stringify(after.blocks))
    changes.blocks = [
      (before?.blocks ?? []).map((block) => block.type),
      after.blocks.map((block) => block.type),
    ];
  for (const field of ['author', 'coverMediaId', 'topics', 'publishedAt'] as const)
    if (JSON.stringify(before?.post?.[field] ?? null) !== JSON.stringify(after.post?.[field] ?? null))
      changes[field] = [before?.post?.[field] ?? null, after.post?.[field] ?? null];
  return changes;
}

/** Throws the draft away: the editor shows the subject as published again. */
export async function discardDraft(tx: Tx, kind: EditableKind, actor: AuditActor, id: string): Promise<void> {
  await lockedSubject(tx, kind, id);
  if (await kind.drafts.remove(tx, id))
    await recordAudit(tx, actor, { objectType: kind.auditType, objectId: id, action: 'draft-discarded' });
}

/** Makes the draft what the shop shows, its changed addresses answering 301 to the new ones. */
async function publish(tx: Tx, kind: EditableKind, subject: EditableSubject, draft: ContentDraft) {
  const texts = await publishableOrThrow(tx, kind, subject, draft);
  await checkPathsFree(tx, kind, subject, draft);
  await kind.publish(tx, subject, draft, texts);
  await kind.drafts.remove(tx, subject.id);
}

const noDraft = (id: string) =>
  new ApiProblem(409, errorCodes.adminContentNoDraft, 'There are no changes to publish.', { id });

/** Publishes the draft now. */
export async function publishNow(tx: Tx, kind: EditableKind, actor: AuditActor, id: string): Promise<void> {
  const subject = await lockedSubject(tx, kind, id);
  const draft = await kind.drafts.get(tx, id);
  if (!draft) throw noDraft(id);
  await publish(tx, kind, subject, draft.draft);
  await recordAudit(tx, actor, { objectType: kind.auditType, objectId: id, action: 'published' });
}

/**
 * Sets when the draft is published (the background publisher of every Store API process watches
 * for it), or takes the schedule back with null. Only a publishable draft is scheduled.
 */
export async function scheduleDraft(
  tx: Tx,
  kind: EditableKind,
  actor: AuditActor,
  id: string,
  publishAt: Date | null,
) {
  const subject = await lockedSubject(tx, kind, id);
  const draft = await kind.drafts.get(tx, id);
  if (!draft) throw noDraft(id);
  if (publishAt) {
    await publishableOrThrow(tx, kind, subject, draft.draft);
    await checkPathsFree(tx, kind, subject, draft.draft);
  }
  await kind.drafts.schedule(
    tx,
    id,
    publishAt,
    publishAt && actor.id ? { id: actor.id, name: actor.name } : null,
  );
  await recordAudit(tx, actor, {
    objectType: kind.auditType,
    objectId: id,
    action: publishAt ? 'scheduled' : 'unscheduled',
    changes: { publishAt: [draft.publishAt?.toISOString() ?? null, publishAt?.toISOString() ?? null] },
  });
}

/**
 * Publishes every draft of every kind whose time has come (`now`), in one transaction that one
 * process at a time holds: the others skip their turn. A draft that can no longer be published (its
 * address was taken meanwhile) loses its schedule, which the audit log says, and waits for its editor.
 */
export async function publishDueDrafts(
  db: Tx,
  kinds: readonly EditableKind[],
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('content_page_publish')) as locked`,
    );
    if (!lock?.locked) return 0;
    let published = 0;
    for (const kind of kinds)
      for (const draft of await kind.drafts.due(tx, now)) {
        const subject = await kind.lock(tx, draft.subjectId);
        if (!subject) continue;
        const actor: AuditActor = {
          kind: 'staff',
          id: draft.scheduledBy?.id ?? subject.id,
          name: draft.scheduledBy?.name ?? 'Scheduled publishing',
        };
        const refused = await refusalOf(tx, kind, subject, draft.draft);
        if (refused) {
          await kind.drafts.schedule(tx, subject.id, null, null);
          await recordAudit(tx, actor, {
            objectType: kind.auditType,
            objectId: subject.id,
            action: 'schedule-failed',
            changes: { reason: [null, refused] },
          });
          continue;
        }
        await publish(tx, kind, subject, draft.draft);
        await recordAudit(tx, actor, {
          objectType: kind.auditType,
          objectId: subject.id,
          action: 'published',
          changes: { publishAt: [draft.publishAt?.toISOString() ?? null, null] },
        });
        published++;
      }
    return published;
  });
}

/** Why a draft cannot be published now, in words; null when it can. */
async function refusalOf(tx: Tx, kind: EditableKind, subject: EditableSubject, draft: ContentDraft) {
  try {
    await publishableOrThrow(tx, kind, subject, draft);
    await checkPathsFree(tx, kind, subject, draft);
    return null;
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    return error.violations?.length
      ? error.violations.map((violation) => violation.propertyPath).join(', ')
      : error.message;
  }
}

/** Looks for due drafts of every kind every `pollMillis` (5 seconds by default) in every Store API process. */
export function startContentPublisher(
  database: Database,
  kinds: readonly EditableKind[],
  pollMillis = 5000,
): DispatchLoop {
  return startDispatchLoop(
    'Content publishing',
    async () => {
      await publishDueDrafts(database.db, kinds);
    },
    pollMillis,
  );
}

/**
 * The draft (or what is published) in a language as the shop would show it, for a preview, with its
 * address in every written language by language id; null when it is not written in that language.
 */
export async function draftInLanguage(tx: Tx, kind: EditableKind, id: string, locale: ContentLocale) {
  const subject = await kind.get(tx, id);
  if (!subject) return null;
  const { draft } = await editable(tx, kind, id);
  const { texts } = publishableTexts(kind, subject, draft);
  const text = texts.get(locale);
  if (!text) return null;
  const { idByLocale } = await editorLanguages(tx);
  const paths = Object.fromEntries(
    [...texts].flatMap(([other, otherText]) => {
      const languageId = idByLocale.get(other);
      return languageId ? [[languageId, otherText.path ?? '']] : [];
    }),
  );
  return { subject, draft, text, paths };
}

export const contentNotFound = (code: string, what: string) => (id: string) =>
  notFound(code, `There is no ${what} with this id.`, { id });
