import { type SearchSynonymSet, searchSynonymSet } from '@tradeshop/api-client';
import { parseSynonymLines, type SearchLocale, storefrontLocales } from '@tradeshop/domain';
import type { AdminTranslate } from './i18n';

/** How many sets a language may hold (the Admin API's bound). */
const maxSets = 5000;

/**
 * The synonym sets of a text of one set per line, checked as the Admin API checks them, or what is
 * wrong, each line named in the staff member's words.
 */
export function checkedSynonymSets(
  text: string,
  t: AdminTranslate,
): { sets: SearchSynonymSet[]; problems: [] } | { sets: null; problems: string[] } {
  const lines = parseSynonymLines(text);
  if (lines.length > maxSets) return { sets: null, problems: [t('synonyms.tooManySets', { max: maxSets })] };
  const sets: SearchSynonymSet[] = [];
  const problems: string[] = [];
  for (const line of lines) {
    const checked = searchSynonymSet.safeParse({ terms: line.terms, oneWay: line.oneWay });
    if (checked.success) {
      sets.push(checked.data);
      continue;
    }
    const [issue] = checked.error.issues;
    const termIndex = issue?.path[1];
    problems.push(
      typeof termIndex === 'number'
        ? t('synonyms.lineBadTerm', { line: line.line, term: line.terms[termIndex] ?? '' })
        : t(issue?.code === 'too_big' ? 'synonyms.lineTooMany' : 'synonyms.lineTooFew', { line: line.line }),
    );
  }
  return problems.length > 0 ? { sets: null, problems } : { sets, problems: [] };
}

/** The storefront language a search language is tried in; none for a search language without one. */
export const storefrontLocaleOf = (locale: SearchLocale) =>
  storefrontLocales.find((candidate) => candidate.searchLocale === locale)?.code ?? null;
