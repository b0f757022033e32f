import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  analyseWord,
  editDistance,
  foldWord,
  type Lexicon,
  lexiconCandidates,
} from './search-words.ts';

/** A small Dutch lexicon: base forms, known plurals, and which words name things. */
function lexicon(nouns: string[], plurals: Record<string, string> = {}, others: string[] = []): Lexicon {
  const nounSet = new Set(nouns);
  const words = new Set([...nouns, ...others]);
  return {
    lemmaOf: (word) => (nounSet.has(word) ? word : (plurals[word] ?? (words.has(word) ? word : null))),
    isNoun: (lemma) => nounSet.has(lemma),
  };
}

const dutch = lexicon(
  [
    'schroef',
    'hout',
    'bit',
    'draaier',
    'bril',
    'veiligheid',
    'zaag',
    'boor',
    'moer',
    'bout',
    'zeskant',
    'kant',
    'veer',
    'ring',
    'veerring',
    'tand',
    'hand',
    'schoen',
    'handschoen',
    'werk',
    'kussen',
    'kus',
    'spaan',
    'plaat',
    'spaanplaat',
  ],
  {
    schroeven: 'schroef',
    zagen: 'zaag',
    boren: 'boor',
    moeren: 'moer',
    brillen: 'bril',
    handschoenen: 'handschoen',
  },
  ['zes'],
);

describe('the analysis of a Dutch word', () => {
  it.each([
    // word, lemma, head, modifiers
    ['schroef', 'schroef', null, []],
    ['schroeven', 'schroef', null, []],
    ['Houtschroef', 'houtschroef', 'schroef', ['hout']],
    ['houtschroeven', 'houtschroef', 'schroef', ['hout']],
    ['schroefbit', 'schroefbit', 'bit', ['schroef']],
    ['schroevendraaier', 'schroevendraaier', 'draaier', ['schroef']],
    ['veiligheidsbrillen', 'veiligheidsbril', 'bril', ['veiligheid']],
    ['zagen', 'zaag', null, []],
    ['boren', 'boor', null, []],
    ['zeskantbouten', 'zeskantbout', 'bout', ['zeskant']],
    ['kussens', 'kussen', null, []],
  ])('%s reads as %s, head %s, modifiers %j', (word, lemma, head, modifiers) => {
    const analysis = analyseWord(word, 'nl', dutch);
    expect(analysis).toMatchObject({ lemma, head, modifiers });
  });

  it('takes a regular plural to a singular the lexicon knows, by rule', () => {
    expect(analyseWord('bouten', 'nl', dutch).lemma).toBe('bout');
    expect(analyseWord('ringen', 'nl', dutch).lemma).toBe('ring');
  });

  it('keeps a noun that looks like a plural of another ("kussen" is no plural of "kus")', () => {
    expect(analyseWord('kussen', 'nl', dutch)).toMatchObject({ lemma: 'kussen', head: null });
  });

  it('splits a compound into the fewest parts and keeps the heads inside its head', () => {
    expect(analyseWord('tandveerring', 'nl', dutch)).toMatchObject({
      head: 'veerring',
      innerHeads: ['ring'],
      modifiers: ['tand'],
    });
  });

  it('splits a long modifier further, a short one not', () => {
    expect(analyseWord('spaanplaatschroef', 'nl', dutch)).toMatchObject({
      head: 'schroef',
      modifiers: ['spaanplaat'],
      nested: ['spaan', 'plaat'],
    });
  });

  it('never makes a head of a word that names no thing, nor splits off parts under three letters', () => {
    expect(analyseWord('zeskant', 'nl', dutch)).toMatchObject({ head: 'kant', modifiers: ['zes'] });
    expect(analyseWord('zesbit', 'nl', lexicon(['bit'], {}, ['zes']))).toMatchObject({ head: 'bit' });
    expect(analyseWord('bitzes', 'nl', lexicon(['bit'], {}, ['zes']))).toMatchObject({ head: null });
  });

  it('splits no word the lexicon knows as other than a noun ("beschikbaar" has no head "baar")', () => {
    const words = lexicon(['baar', 'schik'], {}, ['beschik', 'beschikbaar']);
    expect(analyseWord('beschikbaar', 'nl', words)).toMatchObject({ lemma: 'beschikbaar', head: null });
  });

  it('leaves words with digits and short words as they are', () => {
    expect(analyseWord('M8', 'nl', dutch)).toMatchObject({ lemma: 'm8', head: null });
    expect(analyseWord('as', 'nl', dutch)).toMatchObject({ lemma: 'as', head: null });
  });
});

describe('French and English singulars by rule', () => {
  it.each([
    ['fr', 'écrous', 'ecrou'],
    ['fr', 'Écrou', 'ecrou'],
    ['fr', 'chevilles', 'cheville'],
    ['fr', 'hexagonaux', 'hexagonal'],
    ['fr', 'niveaux', 'niveau'],
    ['fr', 'vis', 'vis'],
    ['en', 'gloves', 'glove'],
    ['en', 'boxes', 'box'],
    ['en', 'pliers', 'plier'],
    ['en', 'assemblies', 'assembly'],
    ['en', 'glass', 'glass'],
  ] as const)('%s: %s reads as %s', (locale, word, lemma) => {
    expect(analyseWord(word, locale, dutch).lemma).toBe(lemma);
  });
});

describe('folding', () => {
  it('ignores case, accents and ligatures', () => {
    expect(foldWord('Écrou')).toBe('ecrou');
    expect(foldWord('Größe')).toBe('grosse');
    expect(foldWord('ĳzer')).toBe('ijzer');
  });
});

describe('typos', () => {
  it.each([
    ['bit', 0],
    ['boor', 1],
    ['schroef', 1],
    ['houtschrof', 2],
  ])('a word like %s may hold %i', (word, typos) => {
    expect(allowedTypos(word)).toBe(typos);
  });

  it.each([
    ['houtschrof', 'houtschroef', 1],
    ['zeskantbuot', 'zeskantbout', 1],
    ['boor', 'boer', 1],
    ['schroef', 'schroef', 0],
    ['bout', 'moer', 3],
  ])('%s to %s: %i edits (at most one more than allowed)', (a, b, distance) => {
    expect(editDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });
});

describe('the lexicon a query asks about', () => {
  it('holds the parts of a compound and their singulars', () => {
    const candidates = lexiconCandidates('houtschroeven', 'nl');
    expect(candidates).toEqual(expect.arrayContaining(['hout', 'schroeven', 'schroef', 'houtschroeven']));
  });

  it('is empty for a language that does not compound', () => {
    expect(lexiconCandidates('wood', 'en')).toEqual([]);
  });
});
