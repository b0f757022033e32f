import { type SearchLocale, searchLocales, synonymLinesOf } from '@tradeshop/domain';
import { data, Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { TitledSection } from '../../components/admin/TitledSection';
import { compactPrimaryButtonClass, primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { checkedSynonymSets, storefrontLocaleOf } from '../../lib/admin/synonyms';
import { visitorClientIn } from '../../lib/store-api.server';
import type { Route } from './+types/search-synonyms';

const localeOf = (value: string | null): SearchLocale =>
  searchLocales.find((locale) => locale === value) ?? 'nl';

/** How many results the "try it" box shows. */
const tried = 10;

/** What a visitor of the language's domain finds for `term`, searched as the shop searches; null without a domain. */
async function tryIt(locale: SearchLocale, term: string) {
  const code = storefrontLocaleOf(locale);
  const client = code ? await visitorClientIn(code) : null;
  if (!client) return null;
  const listing = await client.search({ search: term, limit: tried });
  return {
    total: listing.total,
    products: listing.elements.map((product) => ({
      productNumber: product.productNumber,
      name: product.translated.name ?? product.productNumber,
    })),
  };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const locale = localeOf(url.searchParams.get('locale'));
  const term = url.searchParams.get('try')?.trim().slice(0, 200) ?? '';
  const [{ data: synonyms }, results, history] = await Promise.all([
    client.searchSynonyms(locale),
    term ? tryIt(locale, term) : Promise.resolve(undefined),
    objectHistory(client, me, 'search-synonyms', locale),
  ]);
  return { locale, lines: synonymLinesOf(synonyms.synonyms), term, results, history };
}

/** Replaces the language's synonym sets with those of the text, all or none. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const locale = localeOf(String(form.get('locale')));
  const checked = checkedSynonymSets(String(form.get('synonyms') ?? ''), t);
  if (!checked.sets) return data({ problems: checked.problems, saved: null }, { status: 400 });
  const { data: saved } = await client.replaceSearchSynonyms(locale, checked.sets);
  return { problems: [], saved: t('synonyms.saved', { count: saved.synonyms.length }) };
}

export default function SearchSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { locale, lines, term, results, history } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const languages = searchLocales.map((value) => ({ value, label: t(`synonyms.language.${value}`) }));
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('synonyms.title')}</PageTitle>
      <p className="max-w-2xl text-gray-700">{t('synonyms.intro')}</p>
      <Form method="get" className="flex max-w-md items-end gap-2">
        <div className="flex-1">
          <SelectField
            name="locale"
            label={t('synonyms.language')}
            options={languages}
            defaultValue={locale}
          />
        </div>
        <button type="submit" className={`${compactPrimaryButtonClass} mb-1`}>
          {t('synonyms.show')}
        </button>
      </Form>
      {actionData?.saved ? <Notice tone="success">{actionData.saved}</Notice> : null}
      {actionData?.problems.length ? (
        <Notice tone="error">
          <ul className="list-disc pl-5">
            {actionData.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {/* Keyed by what is stored, so that another language's sets, or the sets as saved, replace what the field holds. */}
      <Form key={`${locale}:${lines}`} method="post" className="flex max-w-3xl flex-col gap-3">
        <input type="hidden" name="locale" value={locale} />
        <TextAreaField
          name="synonyms"
          label={t('synonyms.sets')}
          hint={t('synonyms.setsHint')}
          defaultValue={lines}
          rows={14}
          spellCheck={false}
          className="font-mono text-sm"
        />
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('synonyms.save')}
        </button>
      </Form>
      <TitledSection id="try-title" title={t('synonyms.try')}>
        <Form method="get" role="search" className="flex max-w-xl items-end gap-2">
          <input type="hidden" name="locale" value={locale} />
          <div className="flex-1">
            <FormField name="try" type="search" label={t('synonyms.tryTerm')} defaultValue={term} />
          </div>
          <button type="submit" className={`${compactPrimaryButtonClass} mb-6`}>
            {t('synonyms.trySearch')}
          </button>
        </Form>
        {results === null ? <p className="text-gray-700 text-sm">{t('synonyms.tryNoShop')}</p> : null}
        {results && results.total === 0 ? (
          <p className="text-gray-700 text-sm">{t('synonyms.tryNone')}</p>
        ) : null}
        {results && results.total > 0 ? (
          <>
            <p className="text-gray-700 text-sm">
              {t('synonyms.tryResults', { total: results.total, shown: results.products.length })}
            </p>
            <ol className="list-decimal pl-6 text-sm">
              {results.products.map((product) => (
                <li key={product.productNumber}>
                  <span className="font-mono">{product.productNumber}</span> {product.name}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </TitledSection>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
