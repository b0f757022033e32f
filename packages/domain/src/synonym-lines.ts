/**
 * Search synonyms as a text of one set per line, the way search engines' synonym files write them:
 * `inbus, binnenzeskant` for terms that stand for each other, `bout => schroef, moer` for a first
 * term that also finds the others (not the other way round). Empty lines and `#` comments are left out.
 */
export interface SynonymLine {
  /** The line's number in the text, from 1, for messages about it. */
  line: number;
  terms: string[];
  oneWay: boolean;
}

export function parseSynonymLines(text: string): SynonymLine[] {
  return text.split(/\r\n|\r|\n/).flatMap((raw, index) => {
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return [];
    // A second arrow separates terms like a comma: `a => b => c` is `a => b, c`.
    const oneWay = content.includes('=>');
    const terms = content
      .split(/,|=>/)
      .map((term) => term.trim().replace(/\s+/g, ' '))
      .filter((term) => term.length > 0);
    return [{ line: index + 1, terms, oneWay }];
  });
}

export function synonymLinesOf(sets: readonly { terms: readonly string[]; oneWay: boolean }[]): string {
  return sets
    .map((set) => (set.oneWay ? `${set.terms[0]} => ${set.terms.slice(1).join(', ')}` : set.terms.join(', ')))
    .join('\n');
}
