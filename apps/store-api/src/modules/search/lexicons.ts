import { foldWord, type Lexicon } from '@tradeshop/domain';
import { loadDutchDictionary } from './dutch-dictionary.ts';

/** How long the Dutch dictionary stays in memory after its last use (an import reads texts in batches). */
const dictionaryKeptMs = 5 * 60_000;

let dictionary: Promise<Lexicon> | null = null;
let release: NodeJS.Timeout | null = null;

/**
 * The Dutch dictionary for analysing new words of the catalogue: read on first use, let go a few
 * minutes after the last, so that a worker that only searches never holds it.
 */
export function dutchLexicon(): Promise<Lexicon> {
  dictionary ??= loadDutchDictionary().catch((error: unknown) => {
    dictionary = null;
    throw error;
  });
  if (release) clearTimeout(release);
  release = setTimeout(() => {
    dictionary = null;
  }, dictionaryKeptMs);
  release.unref();
  return dictionary;
}

/**
 * The catalogue's own words as the lexicon of a language the shop has no dictionary for (German):
 * a compound splits into words the texts also hold on their own ("Holz- und Blechschrauben").
 */
export function catalogueLexicon(words: readonly string[]): Lexicon {
  const known = new Set(words.map(foldWord));
  return {
    lemmaOf: (word) => (known.has(word) ? word : null),
    isNoun: (lemma) => known.has(lemma),
  };
}
