import {
  type AdminNavigationEntry,
  adminNavigationEntryInput,
  type EditableNavigation,
  editableNavigations,
} from '@tradeshop/api-client';
import { errorCodes, mediaAltLanguages } from '@tradeshop/domain';
import { data, Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { TitledSection } from '../../components/admin/TitledSection';
import {
  compactPrimaryButtonClass,
  primaryButtonClass,
  smallDangerButtonClass,
  smallSecondaryButtonClass,
} from '../../components/ui/buttons';
import { ChoiceField } from '../../components/ui/ChoiceField';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminTranslate, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/navigation';

const typeOf = (value: unknown): EditableNavigation =>
  editableNavigations.find((type) => type === value) ?? 'footer';

type FieldErrors = Record<string, string>;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const type = typeOf(url.searchParams.get('type'));
  const [{ data: navigation }, history] = await Promise.all([
    client.navigation(type),
    objectHistory(client, me, 'navigation', type),
  ]);
  return { navigation, history };
}

/** The entry a form adds, or the fields to fix in the member's words. */
function entryOfForm(form: FormData, t: AdminTranslate) {
  const kind = String(form.get('kind') ?? '');
  const link =
    kind === 'content-page'
      ? { kind, contentPageId: String(form.get('contentPageId') ?? '') }
      : kind === 'category'
        ? { kind, categoryId: String(form.get('categoryId') ?? '') }
        : { kind: 'url', url: String(form.get('url') ?? '') };
  const parsed = adminNavigationEntryInput.safeParse({
    labels: Object.fromEntries(
      mediaAltLanguages.map((language) => [language, String(form.get(`label.${language}`) ?? '')]),
    ),
    link,
  });
  if (parsed.success) return { entry: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field =
      issue.path[0] === 'labels' ? `label.${String(issue.path[1])}` : kind === 'url' ? 'url' : 'kind';
    errors[field] ??= t(
      field.startsWith('label.')
        ? 'navigation.labelNeeded'
        : field === 'url'
          ? 'navigation.urlShape'
          : 'navigation.targetNeeded',
    );
  }
  return { entry: null, errors };
}

/** Adds, moves or removes an entry; the order moves one entry one place up or down. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const type = typeOf(form.get('type'));
  const intent = form.get('intent');
  try {
    if (intent === 'add') {
      const { entry, errors } = entryOfForm(form, t);
      if (!entry) return data({ errors, error: null, done: null }, { status: 400 });
      await client.addNavigationEntry(type, entry);
      return { errors: {} as FieldErrors, error: null, done: t('navigation.added') };
    }
    const id = String(form.get('id') ?? '');
    if (intent === 'remove') {
      await client.removeNavigationEntry(type, id);
      return { errors: {} as FieldErrors, error: null, done: t('navigation.removed') };
    }
    const ids = form.getAll('order').map(String);
    const at = ids.indexOf(id);
    const to = intent === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length)
      return data({ errors: {}, error: t('navigation.orderStale'), done: null }, { status: 400 });
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await client.reorderNavigation(type, ids);
    return { errors: {} as FieldErrors, error: null, done: t('navigation.moved') };
  } catch (error) {
    const refused = refusalOf(error, t, {
      [errorCodes.adminNavigationOrderStale]: 'navigation.orderStale',
      [errorCodes.adminNavigationTargetUnknown]: 'navigation.targetNeeded',
      [errorCodes.adminNavigationEntryHasEntries]: 'navigation.hasEntries',
      [errorCodes.adminNavigationEntryNotFound]: 'navigation.orderStale',
    });
    return data(
      { errors: {} as FieldErrors, error: refused.message, done: null },
      { status: refused.status },
    );
  }
}

function whereItLeads(entry: AdminNavigationEntry, t: AdminTranslate, names: Map<string, string>): string {
  if (entry.type === 'page') return t('navigation.ownPage');
  if (entry.type === 'folder') return t('navigation.folder');
  const { link } = entry;
  if (!link) return '';
  if (link.kind === 'url') return link.url;
  const target = link.kind === 'content-page' ? link.contentPageId : link.categoryId;
  return `${t(link.kind === 'content-page' ? 'navigation.kind.content-page' : 'navigation.kind.category')}: ${names.get(target) ?? target}`;
}

export default function NavigationEntries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { navigation, history } = loaderData;
  const { type, entries, contentPages, categories } = navigation;
  const submitting = useNavigation().state === 'submitting';
  const errors: FieldErrors = actionData?.errors ?? {};
  const names = new Map([
    ...contentPages.map((page) => [page.id, page.title] as const),
    ...categories.map((category) => [category.id, category.name] as const),
  ]);
  const order = entries.map((entry) => <input key={entry.id} type="hidden" name="order" value={entry.id} />);
  return (
    <section aria-labelledby="page-title" className="flex max-w-4xl flex-col gap-6">
      <PageTitle>{t('navigation.title')}</PageTitle>
      <Form method="get" className="flex max-w-md items-end gap-2">
        <div className="flex-1">
          <SelectField
            name="type"
            label={t('navigation.which')}
            defaultValue={type}
            options={editableNavigations.map((value) => ({ value, label: t(`navigation.type.${value}`) }))}
          />
        </div>
        <button type="submit" className={`${compactPrimaryButtonClass} mb-1`}>
          {t('synonyms.show')}
        </button>
      </Form>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {entries.length === 0 ? (
        <p className="text-gray-700">{t('navigation.none')}</p>
      ) : (
        <ol
          aria-label={t(`navigation.type.${type}`)}
          className="flex flex-col divide-y divide-gray-200 rounded border border-gray-200"
        >
          {entries.map((entry, index) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{entry.labels.nl}</p>
                <p className="text-gray-700 text-sm">
                  {entry.labels.fr} · {entry.labels.en} — {whereItLeads(entry, t, names)}
                </p>
              </div>
              <Form method="post" className="flex gap-2">
                <input type="hidden" name="type" value={type} />
                <input type="hidden" name="id" value={entry.id} />
                {order}
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  disabled={submitting || index === 0}
                  className={smallSecondaryButtonClass}
                  aria-label={t('navigation.upOf', { label: entry.labels.nl })}
                >
                  {t('navigation.up')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  disabled={submitting || index === entries.length - 1}
                  className={smallSecondaryButtonClass}
                  aria-label={t('navigation.downOf', { label: entry.labels.nl })}
                >
                  {t('navigation.down')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={submitting || entry.children > 0}
                  className={smallDangerButtonClass}
                  aria-label={t('navigation.removeOf', { label: entry.labels.nl })}
                >
                  {t('navigation.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
      <TitledSection id="add-title" title={t('navigation.add')}>
        <Form method="post" noValidate className="flex flex-col gap-3">
          <input type="hidden" name="type" value={type} />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-semibold">{t('navigation.labels')}</legend>
            {mediaAltLanguages.map((language) => (
              <FormField
                key={language}
                name={`label.${language}`}
                label={t(`media.alt.${language}`)}
                maxLength={80}
                required
                error={errors[`label.${language}`]}
              />
            ))}
          </fieldset>
          <ChoiceField
            name="kind"
            label={t('navigation.leadsTo')}
            defaultValue="content-page"
            options={(['content-page', 'category', 'url'] as const).map((value) => ({
              value,
              label: t(`navigation.kind.${value}`),
            }))}
            error={errors.kind}
          />
          <SelectField
            name="contentPageId"
            label={t('navigation.kind.content-page')}
            options={contentPages.map((page) => ({ value: page.id, label: `${page.title} (${page.key})` }))}
          />
          <SelectField
            name="categoryId"
            label={t('navigation.kind.category')}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          <FormField
            name="url"
            label={t('navigation.kind.url')}
            hint={t('navigation.urlHint')}
            error={errors.url}
          />
          <button
            type="submit"
            name="intent"
            value="add"
            disabled={submitting}
            className={`self-start ${primaryButtonClass}`}
          >
            {t('navigation.addButton')}
          </button>
        </Form>
      </TitledSection>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
