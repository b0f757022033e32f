import type { SearchLocale } from './locales.ts';

/**
 * How the search reads a word of a text or a query: folded (lower case, no accents), in its
 * singular, and for a Dutch or German compound split into its parts, the last of which (the head)
 * names what the thing is: a "houtschroef" is a screw, a "schroefbit" a bit. One analysis serves
 * the index and the query, so that both meet on the same lexemes.
 */
export interface WordAnalysis {
  /** The word folded: lower case, accents and ligatures taken apart. */
  word: string;
  /** Its singular form, the word itself where none is known; for a compound, with the head's singular. */
  lemma: string;
  /** For a compound, its head's singular; null for a simple word. */
  head: string | null;
  /** The heads of a head that is a compound itself: "ring" of the "veerring" of a "tandveerring". */
  innerHeads: string[];
  /** For a compound, its other parts' singulars. */
  modifiers: string[];
  /** The parts of those modifiers that are compounds themselves ("spaan", "plaat" of "spaanplaat"). */
  nested: string[];
}

/**
 * The words a language knows. At index time a dictionary; at query time the lexemes the index holds
 * (fetched for the query's words, see `lexiconCandidates`).
 */
export interface Lexicon {
  /** The base form a (folded) word is known as: itself, or the singular of a known plural; null when unknown. */
  lemmaOf(word: string): string | null;
  /** Whether a base form names a thing, and so may be the head of a compound. */
  isNoun(lemma: string): boolean;
}

/** Languages whose nouns compound into one word (head last). */
const compounding: ReadonlySet<SearchLocale> = new Set(['nl', 'de']);

/** Parts shorter than this are never split off: "as", "in" and "er" would split half the words. */
const minimumPart = 3;
/** More parts than this make a word of several compounds; the split stops there. */
const maximumParts = 4;
/** Longer words are no compounds but codes or run-together text. */
const maximumCompound = 40;
/** The shortest word whose plural is taken off by rule. */
const minimumInflected = 4;

/** Letters between the parts of a compound: "veiligheid·s·bril", "Arbeit·s·handschuh". */
const linkingLetters: Record<'nl' | 'de', readonly string[]> = {
  nl: ['s', 'e', 'en'],
  de: ['s', 'es', 'n', 'en', 'e', 'er'],
};

/**
 * Words that say nothing of an article, left out of documents and queries (folded): "schroef voor
 * hout" asks for "schroef" and "hout".
 */
export const searchStopWords: Record<SearchLocale, readonly string[]> = {
  nl: 'aan als bij dat de deze die dit door een en het in is met naar of om op over te tot uit van voor zonder zijn'.split(
    ' ',
  ),
  fr: 'a au aux avec ce ces cette d dans de des du en est et l la le les ou par pour sans sur un une'.split(
    ' ',
  ),
  en: 'a an and are at by for from in is of on or the this to with without'.split(' '),
  de: 'am auf aus bei das dem den der des die ein eine fur im in ist mit ohne oder und von zu'.split(' '),
};

/** Lower case, without accents (é → e, ü → u), ligatures apart (ĳ → ij, œ → oe, ß → ss). */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const vowels = /[aeiou]/;
const doubledConsonant = /([bdfgklmnprt])\1$/;
/** A stem like "zag", "bor", "doz": a single vowel before one consonant, lengthened in the singular. */
const openSyllable = /(^|[^aeiou])([aeou])([^aeiouy])$/;

/** Dutch singular candidates of a plural form, most likely first (to be checked against a lexicon). */
function dutchSingulars(word: string): string[] {
  const candidates: string[] = [];
  if (word.endsWith('heden')) candidates.push(`${word.slice(0, -5)}heid`);
  if (word.endsWith('eren')) candidates.push(word.slice(0, -4));
  if (word.endsWith('en')) {
    const stem = word.slice(0, -2);
    // schroev → schroef, doz → dos
    const voiceless = stem.replace(/v$/, 'f').replace(/z$/, 's');
    candidates.push(stem, voiceless);
    // brill → bril, moff → mof
    if (doubledConsonant.test(stem)) candidates.push(stem.slice(0, -1));
    // zag → zaag, bor → boor, doz → doos
    for (const form of new Set([stem, voiceless])) {
      if (openSyllable.test(form)) candidates.push(form.replace(openSyllable, '$1$2$2$3'));
    }
  }
  if (word.endsWith('s') && !word.endsWith('ss')) candidates.push(word.slice(0, -1));
  return candidates;
}

/** German singular candidates: -en, -n, -e, -er, -s (umlauts are folded already). */
function germanSingulars(word: string): string[] {
  const candidates: string[] = [];
  for (const ending of ['en', 'n', 'e', 'er', 's']) {
    if (word.endsWith(ending)) candidates.push(word.slice(0, -ending.length));
  }
  return candidates;
}

/**
 * French and English plurals by rule, without a lexicon: the same rule at index and query time is
 * what lets "écrous" meet "écrou" and "gloves" meet "glove".
 */
function ruleSingular(word: string, locale: 'fr' | 'en'): string {
  if (word.length < minimumInflected) return word;
  if (locale === 'fr') {
    if (word.endsWith('eaux')) return word.slice(0, -1);
    if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
    // "écrous" and "clous" too: both forms meet on the same lexeme, which is all the search needs.
    if (/[^s]s$/.test(word) || word.endsWith('x')) return word.slice(0, -1);
    return word;
  }
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function singularCandidates(word: string, locale: SearchLocale): string[] {
  if (word.length < minimumInflected) return [];
  return locale === 'nl' ? dutchSingulars(word) : locale === 'de' ? germanSingulars(word) : [];
}

/**
 * The known base form of a (folded) word: as the lexicon knows it, else a singular by rule that it
 * knows; null when it knows neither.
 */
function knownLemma(word: string, locale: SearchLocale, lexicon: Lexicon): string | null {
  const known = lexicon.lemmaOf(word);
  if (known) return known;
  for (const candidate of singularCandidates(word, locale)) {
    const lemma = lexicon.lemmaOf(candidate);
    if (lemma) return lemma;
  }
  return null;
}

interface Part {
  start: number;
  lemma: string;
  /** Letters linking it to the next part ("s" of "veiligheids"). */
  linking: number;
}

/**
 * The split of a compound into the fewest known parts (the last in any form, the others as they
 * stand or with linking letters), fewer linking letters and a longer head breaking ties; null for a
 * word that is no compound of known words.
 */
function splitCompound(word: string, locale: 'nl' | 'de', lexicon: Lexicon): Part[] | null {
  // best[i]: the best split of word.slice(0, i) into modifiers (every part followed by more).
  const best: (Part[] | null)[] = Array.from({ length: word.length + 1 }, () => null);
  best[0] = [];
  for (let end = minimumPart; end <= word.length - minimumPart; end += 1) {
    for (let start = 0; start <= end - minimumPart; start += 1) {
      const before = best[start];
      if (!before || before.length >= maximumParts - 1) continue;
      const text = word.slice(start, end);
      const candidates = [
        { body: text, linking: 0 },
        ...linkingLetters[locale]
          .filter((letters) => text.endsWith(letters) && text.length - letters.length >= minimumPart)
          .map((letters) => ({ body: text.slice(0, -letters.length), linking: letters.length })),
      ];
      for (const { body, linking } of candidates) {
        const lemma = knownLemma(body, locale, lexicon);
        if (!lemma) continue;
        const split = [...before, { start, lemma, linking }];
        if (isBetterSplit(split, best[end] ?? null)) best[end] = split;
      }
    }
  }
  let chosen: Part[] | null = null;
  for (let start = minimumPart; start <= word.length - minimumPart; start += 1) {
    const before = best[start];
    if (!before || before.length === 0) continue;
    const lemma = knownLemma(word.slice(start), locale, lexicon);
    if (!lemma || !lexicon.isNoun(lemma)) continue;
    const split = [...before, { start, lemma, linking: 0 }];
    if (isBetterSplit(split, chosen)) chosen = split;
  }
  return chosen;
}

function isBetterSplit(split: Part[], than: Part[] | null): boolean {
  if (!than) return true;
  if (split.length !== than.length) return split.length < than.length;
  const linking = (parts: Part[]) => parts.reduce((sum, part) => sum + part.linking, 0);
  if (linking(split) !== linking(than)) return linking(split) < linking(than);
  return split.at(-1)!.start < than.at(-1)!.start;
}

/** Modifiers shorter than this are not split further: "metaal" is no "met" and "aal". */
const minimumNestedCompound = 8;

/** The parts of a modifier that is a compound itself ("spaanplaat"); none for a simple one. */
function nestedParts(lemma: string, locale: 'nl' | 'de', lexicon: Lexicon): string[] {
  if (lemma.length < minimumNestedCompound) return [];
  return splitCompound(lemma, locale, lexicon)?.map((part) => part.lemma) ?? [];
}

/** The heads inside a head ("veerring" → "ring"), outermost first. */
function innerHeadsOf(head: string, locale: 'nl' | 'de', lexicon: Lexicon): string[] {
  const inner =
    head.length >= minimumNestedCompound ? splitCompound(head, locale, lexicon)?.at(-1) : undefined;
  return inner ? [inner.lemma, ...innerHeadsOf(inner.lemma, locale, lexicon)] : [];
}

/** Reads one word (see WordAnalysis); words with digits and very short words stay as they are. */
export function analyseWord(raw: string, locale: SearchLocale, lexicon: Lexicon): WordAnalysis {
  const word = foldWord(raw);
  const simple = (lemma: string): WordAnalysis => ({
    word,
    lemma,
    head: null,
    innerHeads: [],
    modifiers: [],
    nested: [],
  });
  if (word.length < minimumPart || /\d/.test(word) || !vowels.test(word)) return simple(word);
  if (locale === 'fr' || locale === 'en') return simple(ruleSingular(word, locale));
  // A known word is split in its base form ("handschoenen" as "handschoen"), another as it stands
  // ("houtschroeven", whose head is then taken to its singular).
  const known = knownLemma(word, locale, lexicon);
  // The head decides what a compound is: a word the lexicon knows as no noun ("beschikbaar",
  // available) has no noun head ("baar").
  if (known && !lexicon.isNoun(known)) return simple(known);
  const base = known ?? word;
  const parts = base.length <= maximumCompound ? splitCompound(base, locale, lexicon) : null;
  if (!parts) return simple(base);
  const head = parts.at(-1)!;
  const modifiers = [...new Set(parts.slice(0, -1).map((part) => part.lemma))];
  return {
    word,
    lemma: `${base.slice(0, head.start)}${head.lemma}`,
    head: head.lemma,
    innerHeads: innerHeadsOf(head.lemma, locale, lexicon),
    modifiers,
    nested: [...new Set(modifiers.flatMap((modifier) => nestedParts(modifier, locale, lexicon)))],
  };
}

/**
 * Every string `analyseWord` may ask the lexicon about for this word: the query side fetches them in
 * one lookup and answers from that set.
 */
export function lexiconCandidates(raw: string, locale: SearchLocale): string[] {
  const word = foldWord(raw);
  if (!compounding.has(locale) || word.length < minimumPart) return [];
  const found = new Set<string>();
  const add = (text: string) => {
    found.add(text);
    for (const candidate of singularCandidates(text, locale)) found.add(candidate);
  };
  for (let start = 0; start < word.length; start += 1) {
    for (let end = start + minimumPart; end <= word.length; end += 1) {
      const text = word.slice(start, end);
      add(text);
      for (const letters of linkingLetters[locale as 'nl' | 'de']) {
        if (text.endsWith(letters) && text.length - letters.length >= minimumPart) {
          add(text.slice(0, -letters.length));
        }
      }
    }
  }
  return [...found];
}

/** How many typing errors a word may hold and still be corrected: none below 4 letters, one to 7, two from 8. */
export function allowedTypos(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/**
 * The number of edits (a letter left out, added, changed, or two neighbours swapped) between two
 * words, or `limit + 1` once it is certain to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforeLast[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return Math.min(last[b.length]!, limit + 1);
}
