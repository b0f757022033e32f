import { StoreApiError } from '@tradeshop/api-client';
import {
  type ContentDraftInput,
  contentDraft,
  type EditedContentKind,
} from '@tradeshop/api-client/contracts';
import {
  type ContentDraft,
  type ContentLocale,
  contentLocales,
  editableBlockFields,
  isEditableBlockType,
  momentOfBrusselsTime,
  pictureViolationTypes,
  storefrontLocales,
} from '@tradeshop/domain';
import { localizedPath } from '../i18n';
import { contentLocaleLabel } from './content-labels';
import type { AdminTranslate } from './i18n';

/** The fields of a page's or post's texts in a language, as the editor's form names them; a post has a teaser. */
export const languageFieldsOf = (kind: EditedContentKind) =>
  kind === 'blog'
    ? (['title', 'path', 'metaTitle', 'metaDescription', 'canonical', 'teaser'] as const)
    : (['title', 'path', 'metaTitle', 'metaDescription', 'canonical'] as const);

/** A blog post's own fields, as the editor's form names them. */
export const postFieldName = (field: 'author' | 'coverMediaId' | 'topics' | 'publishedAt') => `post.${field}`;

export const languageFieldName = (locale: ContentLocale, field: string) => `lang.${locale}.${field}`;
export const blockFieldName = (index: number, locale: ContentLocale, field: string) =>
  `block.${index}.${locale}.${field}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The draft the editor's form holds: every language's texts and every block's fields, in their
 * order, and a post's own fields (its date entered on Brussels time).
 */
export function draftOfForm(form: FormData, kind: EditedContentKind): ContentDraftInput {
  const languages = Object.fromEntries(
    contentLocales.map((locale) => [
      locale,
      Object.fromEntries(
        languageFieldsOf(kind).map((field) => [field, text(form, languageFieldName(locale, field))]),
      ),
    ]),
  ) as ContentDraftInput['languages'];
  const blocks: ContentDraftInput['blocks'] = [];
  for (let index = 0; form.has(`block.${index}.type`); index++) {
    const type = text(form, `block.${index}.type`);
    const fields = isEditableBlockType(type) ? editableBlockFields[type] : [];
    blocks.push({
      // An unknown type goes on as it came, for the contract to refuse.
      type: type as ContentDraft['blocks'][number]['type'],
      values: Object.fromEntries(
        contentLocales.map((locale) => [
          locale,
          Object.fromEntries(
            fields.map((field) => [field.name, text(form, blockFieldName(index, locale, field.name))]),
          ),
        ]),
      ),
    });
  }
  if (kind === 'page') return { languages, blocks };
  const publishedAt = text(form, postFieldName('publishedAt')).trim();
  return {
    languages,
    blocks,
    post: {
      author: text(form, postFieldName('author')),
      coverMediaId: text(form, postFieldName('coverMediaId')).trim(),
      topics: text(form, postFieldName('topics'))
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      // A time that is none goes on as it came, for the contract to refuse.
      publishedAt: publishedAt ? (momentOfBrusselsTime(publishedAt)?.toISOString() ?? publishedAt) : '',
    },
  };
}

/** What a button of the editor's form asks besides saving: a block added, moved or removed. */
export type BlockChange = { kind: 'add'; type: string } | { kind: 'up' | 'down' | 'remove'; index: number };

/** The block change an intent (`add`, `up:2`, `down:0`, `remove:1`) names; null for any other intent. */
export function blockChangeOf(intent: string, newType: string): BlockChange | null {
  if (intent === 'add') return { kind: 'add', type: newType };
  const match = /^(up|down|remove):(\d+)$/.exec(intent);
  if (!match) return null;
  return { kind: match[1] as 'up' | 'down' | 'remove', index: Number(match[2]) };
}

/** The draft with a block added (at the end, empty in every language), moved one place, or removed. */
export function withBlockChange(draft: ContentDraftInput, change: BlockChange): ContentDraftInput {
  const blocks = [...draft.blocks];
  if (change.kind === 'add') {
    if (isEditableBlockType(change.type)) blocks.push({ type: change.type, values: {} });
    return { ...draft, blocks };
  }
  const { index } = change;
  if (index >= blocks.length) return draft;
  if (change.kind === 'remove') blocks.splice(index, 1);
  else {
    const other = change.kind === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= blocks.length) return draft;
    [blocks[index], blocks[other]] = [blocks[other]!, blocks[index]!];
  }
  return { ...draft, blocks };
}

/** The form field a violation of the Admin API or of the contract names (`lang.fr-FR.path`); null for the whole page. */
export function fieldOfViolation(propertyPath: string): string | null {
  const parts = propertyPath.replace(/^\/?(body\/)?(draft\/)?/, '').split('/');
  if (parts[0] === 'languages' && parts.length >= 3)
    return languageFieldName(parts[1] as ContentLocale, parts[2]!);
  if (parts[0] === 'post' && parts[1]) return postFieldName(parts[1] as Parameters<typeof postFieldName>[0]);
  if (parts[0] === 'blocks' && parts[2] === 'values' && parts.length >= 5)
    return blockFieldName(Number(parts[1]), parts[3] as ContentLocale, parts[4]!);
  return null;
}

/** The form field of a missing translation the Admin API marks (`fr-FR:title`, `en-GB:blocks/2/text`). */
export function fieldOfMissing(mark: string): string {
  const [locale, field = ''] = mark.split(':') as [ContentLocale, string];
  const block = /^blocks\/(\d+)\/(.+)$/.exec(field);
  return block ? blockFieldName(Number(block[1]), locale, block[2]!) : languageFieldName(locale, field);
}

export interface EditorProblems {
  /** By form field: what is wrong with it, in the member's words. */
  fields: Record<string, string>;
  /** What concerns the page as a whole. */
  page: string[];
}

/** The draft checked as the Admin API checks it, or its problems in the member's words. */
export function checkedDraft(
  draft: ContentDraftInput,
  t: AdminTranslate,
): { draft: ContentDraftInput; problems: null } | { draft: null; problems: EditorProblems } {
  const checked = contentDraft.safeParse(draft);
  if (checked.success) return { draft, problems: null };
  const problems: EditorProblems = { fields: {}, page: [] };
  for (const issue of checked.error.issues) {
    const field = fieldOfViolation(issue.path.join('/'));
    if (field?.endsWith('.canonical')) problems.fields[field] = t('seo.canonicalShape');
    else if (field)
      problems.fields[field] = t(issue.code === 'too_big' ? 'content.tooLong' : 'content.badFormat');
    else problems.page.push(t('content.badBlock'));
  }
  return { draft: null, problems };
}

/**
 * A picture publishing refuses (not in the media library, or without its alternative texts), in the
 * member's words: beside the field, and above the form naming its block and language or the cover.
 */
function pictureProblemOf(
  violation: { propertyPath: string; type: string },
  t: AdminTranslate,
): { field: string; page: string } | null {
  const problem =
    violation.type === pictureViolationTypes.notInLibrary
      ? t('content.pictureNotInLibrary')
      : violation.type === pictureViolationTypes.notUsable
        ? t('content.pictureNotUsable')
        : null;
  if (!problem) return null;
  const block = /blocks\/(\d+)\/values\/([^/]+)\//.exec(violation.propertyPath);
  const locale = contentLocales.find((code) => code === block?.[2]);
  return {
    field: problem,
    page:
      block && locale
        ? t('content.pictureOfBlock', {
            number: Number(block[1]) + 1,
            language: contentLocaleLabel(locale, t),
            problem,
          })
        : t('content.pictureOfCover', { problem }),
  };
}

/**
 * An Admin API refusal of a save, publishing or schedule in the member's words, by field where it
 * names one; anything else is thrown on.
 */
export function problemsOfRefusal(error: unknown, t: AdminTranslate): EditorProblems {
  if (!(error instanceof StoreApiError) || error.status >= 500 || error.status === 401) throw error;
  const problems: EditorProblems = { fields: {}, page: [] };
  const [first] = error.errors;
  if (error.code === 'ADMIN__CONTENT_PATH_TAKEN') {
    const { locale, path } = (first?.meta?.parameters ?? {}) as { locale?: ContentLocale; path?: string };
    if (locale)
      problems.fields[languageFieldName(locale, 'path')] = t('content.pathTaken', { path: path ?? '' });
    else problems.page.push(t('content.pathTaken', { path: path ?? '' }));
    return problems;
  }
  if (error.code === 'ADMIN__CONTENT_NO_DRAFT') return { fields: {}, page: [t('content.noDraft')] };
  const violations = first?.violations ?? [];
  if (violations.length === 0) return { fields: {}, page: [t('error.refused')] };
  for (const violation of violations) {
    const field = fieldOfViolation(violation.propertyPath);
    const picture = pictureProblemOf(violation, t);
    if (field && picture) {
      problems.fields[field] = picture.field;
      problems.page.push(picture.page);
    } else if (field?.endsWith('.path') && violation.type === 'VIOLATION::TOO_SMALL')
      problems.fields[field] = t('content.pathNeeded');
    else if (field) problems.fields[field] = t('content.incompleteField');
    else
      problems.page.push(
        t(/blocks/.test(violation.propertyPath) ? 'content.blockNeeded' : 'content.titleNeeded'),
      );
  }
  return problems;
}

/** The storefront address of a preview: the draft's path under the language's prefix, with its token. */
export function previewAddress(locale: ContentLocale, path: string, token: string): string {
  const language = storefrontLocales.find((candidate) => candidate.code === locale) ?? storefrontLocales[0];
  return `${localizedPath(language, `/${path}`)}?${new URLSearchParams({ preview: token })}`;
}
