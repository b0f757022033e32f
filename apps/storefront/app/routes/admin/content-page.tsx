import { type ContentDraftInput, type EditedContentKind, editedContentKinds } from '@tradeshop/api-client';
import {
  type BlockField,
  brusselsLocalTime,
  type ContentLocale,
  contentLocales,
  editableBlockFields,
  editableBlockTypes,
  isEditableBlockType,
  momentOfBrusselsTime,
} from '@tradeshop/domain';
import { data, Form, redirect } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { IntentButton } from '../../components/admin/IntentButton';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { StateBadge } from '../../components/admin/StateBadge';
import { TitledSection } from '../../components/admin/TitledSection';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
  smallSecondaryButtonClass,
} from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import {
  blockChangeOf,
  blockFieldName,
  checkedDraft,
  draftOfForm,
  type EditorProblems,
  fieldOfMissing,
  languageFieldName,
  postFieldName,
  previewAddress,
  problemsOfRefusal,
  withBlockChange,
} from '../../lib/admin/content';
import {
  blockFieldLabel,
  blockTypeLabel,
  contentLocaleLabel,
  contentStateLabel,
} from '../../lib/admin/content-labels';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminMessageKey, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { metaLengthHint } from '../../lib/admin/meta-hint';
import type { Route } from './+types/content-page';

/** The newest usable pictures of the media library the editor offers (the Admin API's largest page). */
const pictureChoicesLimit = 200;

/** A usable picture of the media library: blocks store its address, a post's cover its id. */
interface PictureChoice {
  id: string;
  url: string;
  label: string;
}

/** Content pages (`page`) and blog posts (`blog`) open here; any other kind is not found. */
function editedKindOf(kind: string): EditedContentKind {
  const known = editedContentKinds.find((candidate) => candidate === kind);
  if (!known) throw data({ code: 'STOREFRONT__NOT_FOUND' }, { status: 404 });
  return known;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const kind = editedKindOf(params.kind);
  const [{ data: page }, history, library] = await Promise.all([
    client.contentPage(kind, params.id),
    objectHistory(client, me, kind === 'blog' ? 'blog-post' : 'content-page', params.id),
    client.mediaLibrary({ usable: 'true', limit: pictureChoicesLimit }),
  ]);
  const pictures: PictureChoice[] = library.data.map((item) => ({
    id: item.id,
    url: item.url,
    label: [item.alts[me.language], item.fileName].filter(Boolean).join(' – '),
  }));
  return { kind, page, missingFields: page.missing.map(fieldOfMissing), history, pictures };
}

type ActionAnswer = {
  problems: EditorProblems | null;
  /** The draft as submitted, when it could not be saved: the form shows it again. */
  unsaved: ContentDraftInput | null;
  done: AdminMessageKey | null;
};

const answer = (fields: Partial<ActionAnswer>, status = 200) =>
  data({ problems: null, unsaved: null, done: null, ...fields } satisfies ActionAnswer, { status });

/**
 * Every button of the editor saves the whole form first (so that moving a block loses no typing),
 * then does what it names: add, move or remove a block, publish, schedule. The preview buttons ask
 * a link to the storefront page of the saved draft.
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const kind = editedKindOf(params.kind);
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  try {
    if (intent === 'preview') {
      const locale = contentLocales.find((code) => code === form.get('locale'));
      if (!locale) return answer({ problems: { fields: {}, page: [t('error.refused')] } }, 400);
      const { data: link } = await client.previewContentPage(kind, params.id, locale);
      return redirect(previewAddress(locale, link.path, link.token));
    }
    if (intent === 'discard') {
      await client.discardContentDraft(kind, params.id);
      return answer({ done: 'content.discarded' });
    }
    if (intent === 'unschedule') {
      await client.scheduleContentPage(kind, params.id, null);
      return answer({ done: 'content.unscheduled' });
    }
    let draft = draftOfForm(form, kind);
    const change = blockChangeOf(intent, String(form.get('newBlockType') ?? ''));
    if (change) draft = withBlockChange(draft, change);
    const checked = checkedDraft(draft, t);
    if (checked.problems) return answer({ problems: checked.problems, unsaved: draft }, 400);
    let publishAt: string | null = null;
    if (intent === 'schedule') {
      const moment = momentOfBrusselsTime(String(form.get('publishAt') ?? ''));
      if (!moment || moment.getTime() <= Date.now())
        return answer(
          { problems: { fields: { publishAt: t('content.badTime') }, page: [] }, unsaved: draft },
          400,
        );
      publishAt = moment.toISOString();
    }
    await client.saveContentDraft(kind, params.id, draft);
    if (intent === 'publish') {
      await client.publishContentPage(kind, params.id);
      return answer({ done: 'content.published' });
    }
    if (publishAt) {
      await client.scheduleContentPage(kind, params.id, publishAt);
      return answer({ done: 'content.scheduled' });
    }
    return answer({ done: change ? null : 'content.saved' });
  } catch (error) {
    const problems = problemsOfRefusal(error, t);
    return answer({ problems }, (error as { status: number }).status);
  }
}

function hintOf(...parts: (string | undefined | false)[]) {
  const shown = parts.filter(Boolean);
  return shown.length > 0 ? shown.join(' · ') : undefined;
}

/**
 * A picture chosen from the media library's usable pictures, as a plain select (no JavaScript
 * needed); one stored before that the library does not offer stays, marked, until it is changed.
 */
function PictureSelect({
  name,
  label,
  hint,
  error,
  value,
  pictures,
  storedAs,
}: {
  name: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  pictures: PictureChoice[];
  /** What the field stores of a picture: its address (blocks) or its id (a post's cover). */
  storedAs: 'url' | 'id';
}) {
  const { t } = useAdminTranslation();
  const offered = pictures.some((picture) => picture[storedAs] === value);
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      {...(error ? { error } : {})}
      defaultValue={value}
      options={[
        { value: '', label: t('content.noPicture') },
        ...(value && !offered ? [{ value, label: t('content.pictureOutsideLibrary', { url: value }) }] : []),
        ...pictures.map((picture) => ({ value: picture[storedAs], label: picture.label })),
      ]}
    />
  );
}

/** One field of a block in one language, as its kind asks. */
function BlockFieldInput({
  field,
  name,
  value,
  error,
  missing,
  lang,
  pictures,
}: {
  field: BlockField;
  name: string;
  /** The language of the text the field holds (its label is in the member's). */
  lang: string;
  value: string;
  error: string | undefined;
  missing: boolean;
  pictures: PictureChoice[];
}) {
  const { t } = useAdminTranslation();
  const { label, hint } = blockFieldLabel(field.name, t);
  const shownHint = hintOf(missing && t('content.missingTranslation'), hint);
  const invalid = error ? { error } : {};
  switch (field.kind) {
    case 'picture':
      return (
        <PictureSelect
          name={name}
          label={label}
          hint={shownHint}
          error={error}
          value={value}
          pictures={pictures}
          storedAs="url"
        />
      );
    case 'textarea':
    case 'lines':
      return (
        <TextAreaField
          name={name}
          lang={lang}
          label={label}
          hint={shownHint}
          {...invalid}
          defaultValue={value}
          rows={field.kind === 'lines' ? 3 : 5}
        />
      );
    case 'checkbox':
      return (
        <label className="inline-flex items-center gap-2 text-gray-900 text-sm">
          <input
            type="checkbox"
            name={name}
            value="true"
            defaultChecked={value === 'true'}
            className="size-4 accent-brand-600"
          />
          {label}
        </label>
      );
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          {...invalid}
          defaultValue={value || field.options?.[0]}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(option === 'right' ? 'content.position.right' : 'content.position.left'),
          }))}
        />
      );
    default:
      return (
        <FormField
          name={name}
          lang={lang}
          label={label}
          hint={shownHint}
          {...invalid}
          defaultValue={value}
          {...(field.kind === 'number'
            ? { type: 'number', min: 1, max: 24, inputMode: 'numeric' as const }
            : {})}
        />
      );
  }
}

/** A blog post's own fields, one for all its languages. */
function PostFields({
  post,
  fieldError,
  pictures,
}: {
  post: ContentDraftInput['post'];
  fieldError: (name: string) => string | undefined;
  pictures: PictureChoice[];
}) {
  const { t } = useAdminTranslation();
  const error = (name: string) => (fieldError(name) ? { error: fieldError(name) } : {});
  return (
    <fieldset className="flex max-w-xl flex-col gap-1">
      <legend className="mb-2 font-semibold text-gray-900 text-lg">{t('content.postFields')}</legend>
      <FormField
        name={postFieldName('author')}
        label={t('content.field.author')}
        defaultValue={post?.author ?? ''}
        {...error(postFieldName('author'))}
      />
      <FormField
        name={postFieldName('publishedAt')}
        type="datetime-local"
        label={t('content.field.publicationDate')}
        hint={t('content.publicationDateHint')}
        defaultValue={post?.publishedAt ? brusselsLocalTime(new Date(post.publishedAt)) : ''}
        {...error(postFieldName('publishedAt'))}
      />
      <PictureSelect
        name={postFieldName('coverMediaId')}
        label={t('content.field.cover')}
        hint={t('content.coverHint')}
        error={fieldError(postFieldName('coverMediaId'))}
        value={post?.coverMediaId ?? ''}
        pictures={pictures}
        storedAs="id"
      />
      <TextAreaField
        name={postFieldName('topics')}
        label={t('content.field.topics')}
        hint={t('content.topicsHint')}
        defaultValue={(post?.topics ?? []).join('\n')}
        rows={3}
        error={fieldError(postFieldName('topics'))}
      />
    </fieldset>
  );
}

export default function ContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { kind, page, missingFields, history, pictures } = loaderData;
  const isPost = kind === 'blog';
  const draft = actionData?.unsaved ?? page.draft;
  const problems = actionData?.problems ?? { fields: {}, page: [] };
  const missing = new Set(missingFields);
  const isHome = !isPost && page.key === 'home';
  const written = contentLocales.filter((locale) => page.draft.languages[locale].title);
  const fieldError = (name: string) => problems.fields[name];
  const languageTitle = (locale: ContentLocale) =>
    page.missingLanguages.includes(locale)
      ? `${contentLocaleLabel(locale, t)} – ${t('content.notWritten')}`
      : contentLocaleLabel(locale, t);

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{page.title || page.key}</PageTitle>
      <p className="flex flex-wrap items-center gap-3 text-gray-700 text-sm">
        <StateBadge good={page.state === 'published'}>{contentStateLabel(page.state, t)}</StateBadge>
        <span>
          {t('content.key')}: <code>{page.key}</code>
        </span>
        {page.publishAt ? (
          <span>{t('content.scheduledFor', { moment: figures.moment(page.publishAt) })}</span>
        ) : null}
      </p>
      {actionData?.done ? <Notice tone="success">{t(actionData.done)}</Notice> : null}
      {problems.page.length > 0 || Object.keys(problems.fields).length > 0 ? (
        <Notice tone="error">
          <p>{t('content.problems')}</p>
          {problems.page.length > 0 ? (
            <ul className="list-disc pl-5">
              {problems.page.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}

      <Form
        key={actionData?.unsaved ? 'unsaved' : `${page.updatedAt}:${page.draft.blocks.length}`}
        method="post"
        noValidate
        className="flex flex-col gap-8"
      >
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold text-gray-900 text-lg">{t('content.texts')}</legend>
          <div className="grid gap-6 lg:grid-cols-3">
            {contentLocales.map((locale) => {
              const texts = draft.languages[locale];
              const name = (field: string) => languageFieldName(locale, field);
              const isMissing = (field: string) =>
                missing.has(name(field)) && t('content.missingTranslation');
              return (
                <fieldset key={locale} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-4">
                  <legend className="px-1 font-semibold text-gray-900">{languageTitle(locale)}</legend>
                  <FormField
                    name={name('title')}
                    lang={locale}
                    label={t('content.field.pageTitle')}
                    defaultValue={texts.title}
                    hint={hintOf(isMissing('title'))}
                    {...(fieldError(name('title')) ? { error: fieldError(name('title')) } : {})}
                  />
                  {isHome ? (
                    <p className="mb-4 text-gray-600 text-sm">{t('content.homeHasNoPath')}</p>
                  ) : (
                    <FormField
                      name={name('path')}
                      lang={locale}
                      label={t(isPost ? 'content.field.slug' : 'content.field.path')}
                      defaultValue={texts.path}
                      hint={hintOf(
                        isMissing('path'),
                        page.publishedPaths[locale] !== undefined &&
                          t('content.publishedAt', {
                            path: `/${isPost ? 'blog/' : ''}${page.publishedPaths[locale]}`,
                          }),
                        t(isPost ? 'content.slugHint' : 'content.pathHint'),
                      )}
                      {...(fieldError(name('path')) ? { error: fieldError(name('path')) } : {})}
                    />
                  )}
                  <FormField
                    name={name('metaTitle')}
                    lang={locale}
                    label={t('content.field.metaTitle')}
                    defaultValue={texts.metaTitle}
                    hint={hintOf(isMissing('metaTitle'), metaLengthHint(t, 'title', texts.metaTitle))}
                    {...(fieldError(name('metaTitle')) ? { error: fieldError(name('metaTitle')) } : {})}
                  />
                  <TextAreaField
                    name={name('metaDescription')}
                    lang={locale}
                    label={t('content.field.metaDescription')}
                    defaultValue={texts.metaDescription}
                    rows={3}
                    hint={hintOf(
                      isMissing('metaDescription'),
                      metaLengthHint(t, 'description', texts.metaDescription),
                    )}
                    error={fieldError(name('metaDescription'))}
                  />
                  <FormField
                    name={name('canonical')}
                    lang={locale}
                    label={t('seo.canonical')}
                    defaultValue={texts.canonical ?? ''}
                    hint={t('seo.canonicalHint')}
                    {...(fieldError(name('canonical')) ? { error: fieldError(name('canonical')) } : {})}
                  />
                  {isPost ? (
                    <TextAreaField
                      name={name('teaser')}
                      lang={locale}
                      label={t('content.field.teaser')}
                      defaultValue={texts.teaser ?? ''}
                      rows={3}
                      hint={hintOf(isMissing('teaser'), t('content.teaserHint'))}
                      error={fieldError(name('teaser'))}
                    />
                  ) : null}
                </fieldset>
              );
            })}
          </div>
        </fieldset>

        {isPost ? <PostFields post={draft.post} fieldError={fieldError} pictures={pictures} /> : null}

        <section aria-labelledby="blocks-title" className="flex flex-col gap-6">
          <h2 id="blocks-title" className="font-semibold text-gray-900 text-lg">
            {t('content.blocks')}
          </h2>
          {draft.blocks.length === 0 ? <p className="text-gray-700">{t('content.noBlocks')}</p> : null}
          {draft.blocks.map((block, index) => {
            const type = block.type;
            const fields: readonly BlockField[] = isEditableBlockType(type) ? editableBlockFields[type] : [];
            const label = isEditableBlockType(type) ? blockTypeLabel(type, t) : type;
            const blockName = t('content.blockNumber', { number: index + 1, type: label });
            return (
              <fieldset
                // Blocks have no ids of their own: the form is keyed anew whenever they move.
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the block's identity here.
                key={index}
                className="flex flex-col gap-3 rounded-lg border border-gray-300 p-4"
              >
                <legend className="px-1 font-semibold text-gray-900">{blockName}</legend>
                <input type="hidden" name={`block.${index}.type`} value={type} />
                <div className="flex flex-wrap gap-2">
                  <IntentButton
                    intent={`up:${index}`}
                    unavailable={index === 0}
                    className={smallSecondaryButtonClass}
                    screenReaderContext={blockName}
                  >
                    {t('content.moveUp')}
                  </IntentButton>
                  <IntentButton
                    intent={`down:${index}`}
                    unavailable={index === draft.blocks.length - 1}
                    className={smallSecondaryButtonClass}
                    screenReaderContext={blockName}
                  >
                    {t('content.moveDown')}
                  </IntentButton>
                  <IntentButton
                    intent={`remove:${index}`}
                    className={smallDangerButtonClass}
                    screenReaderContext={blockName}
                  >
                    {t('content.remove')}
                  </IntentButton>
                </div>
                <div className="grid gap-4 lg:grid-cols-3">
                  {contentLocales.map((locale) => (
                    <fieldset key={locale} className="flex flex-col gap-1">
                      <legend className="mb-1 font-medium text-gray-700 text-sm">
                        {contentLocaleLabel(locale, t)}
                      </legend>
                      {fields.map((field) => {
                        const name = blockFieldName(index, locale, field.name);
                        return (
                          <BlockFieldInput
                            key={field.name}
                            field={field}
                            name={name}
                            lang={locale}
                            value={block.values?.[locale]?.[field.name] ?? ''}
                            error={fieldError(name)}
                            missing={missing.has(name)}
                            pictures={pictures}
                          />
                        );
                      })}
                    </fieldset>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <div className="flex max-w-xl items-end gap-2">
            <div className="flex-1">
              <SelectField
                name="newBlockType"
                label={t('content.newBlockType')}
                options={editableBlockTypes.map((type) => ({ value: type, label: blockTypeLabel(type, t) }))}
              />
            </div>
            <IntentButton intent="add" className={`mb-1 ${secondaryButtonClass}`}>
              {t('content.addBlock')}
            </IntentButton>
          </div>
        </section>

        <div className="flex flex-wrap gap-3">
          <IntentButton intent="save" className={secondaryButtonClass}>
            {t('content.save')}
          </IntentButton>
          <IntentButton intent="publish" className={primaryButtonClass}>
            {t('content.publishNow')}
          </IntentButton>
        </div>

        <fieldset className="flex max-w-xl flex-col gap-2">
          <legend className="mb-2 font-semibold text-gray-900 text-lg">{t('content.schedule')}</legend>
          <FormField
            name="publishAt"
            type="datetime-local"
            step={1}
            label={t('content.publishAt')}
            hint={t('content.publishAtHint')}
            defaultValue={page.publishAt ? brusselsLocalTime(new Date(page.publishAt)) : ''}
            {...(fieldError('publishAt') ? { error: fieldError('publishAt') } : {})}
          />
          <div className="flex flex-wrap gap-3">
            <IntentButton intent="schedule" className={primaryButtonClass}>
              {t('content.scheduleButton')}
            </IntentButton>
            {page.publishAt ? (
              <IntentButton intent="unschedule" className={secondaryButtonClass}>
                {t('content.unscheduleButton')}
              </IntentButton>
            ) : null}
          </div>
        </fieldset>

        {page.state === 'changed' || page.state === 'scheduled' ? (
          <div>
            <IntentButton intent="discard" className={dangerButtonClass}>
              {t('content.discard')}
            </IntentButton>
          </div>
        ) : null}
      </Form>

      <TitledSection id="preview-title" title={t('content.preview')}>
        <p className="mb-3 text-gray-700 text-sm">{t('content.previewIntro')}</p>
        {written.length === 0 ? <p className="text-gray-700 text-sm">{t('content.previewNone')}</p> : null}
        <div className="flex flex-wrap gap-3">
          {written.map((locale) => (
            // A document submission, so that the storefront page opens in a tab of its own.
            <Form key={locale} method="post" reloadDocument target="_blank">
              <input type="hidden" name="intent" value="preview" />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={secondaryButtonClass}>
                {t('content.previewIn', { language: contentLocaleLabel(locale, t) })}
              </button>
            </Form>
          ))}
        </div>
      </TitledSection>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
