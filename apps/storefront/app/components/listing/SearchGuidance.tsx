import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { type SearchGuidanceView, type SearchLead, searchPageHref } from '../../lib/search-guidance';
import { ChipLinks } from '../ui/ChipLinks';

/** "Nothing found for houtschrof, so these are the results for houtschroef. Search instead for houtschrof." */
export function SearchCorrection({
  correction,
}: {
  correction: NonNullable<SearchGuidanceView['correction']>;
}) {
  const { t, language } = useTranslation();
  return (
    <p className="-mt-3 mb-6 text-gray-700 text-sm" data-testid="search-correction">
      {t('search.correctedFrom', correction)}{' '}
      <Link
        to={searchPageHref(language, correction.typed, true)}
        className="font-semibold text-brand-700 underline"
      >
        {t('search.searchInstead', { query: correction.typed })}
      </Link>
    </p>
  );
}

/** A titled row of links shaped as chips: close words, categories or brands. */
function LeadLinks({ title, leads, testId }: { title: string; leads: SearchLead[]; testId: string }) {
  if (leads.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h2 className="mb-2 font-semibold text-gray-900">{title}</h2>
      <ChipLinks links={leads} />
    </div>
  );
}

/**
 * A search that found nothing, and what to try instead: the catalogue's closest words (each a new
 * search) and the categories and brands named like the query. Never a dead end.
 */
export function NoSearchResults({ query, guidance }: { query: string; guidance: SearchGuidanceView | null }) {
  const { t, language } = useTranslation();
  const closeWords = (guidance?.closeWords ?? []).map((word) => ({
    id: word,
    name: word,
    href: searchPageHref(language, word),
  }));
  return (
    <div className="space-y-5 rounded-md border border-gray-200 bg-gray-50 px-4 py-8 text-gray-700">
      <p className="text-center">{t('search.noResults', { query })}</p>
      <LeadLinks title={t('search.didYouMean')} leads={closeWords} testId="search-close-words" />
      <LeadLinks
        title={t('search.categoryLeads')}
        leads={guidance?.categories ?? []}
        testId="search-category-leads"
      />
      <LeadLinks title={t('search.brandLeads')} leads={guidance?.brands ?? []} testId="search-brand-leads" />
    </div>
  );
}
