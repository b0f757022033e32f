import { describe, expect, it } from 'vitest';
import { parseSynonymLines, synonymLinesOf } from './synonym-lines.ts';

describe('synonym lines', () => {
  it.each([
    ['inbus, binnenzeskant', { terms: ['inbus', 'binnenzeskant'], oneWay: false }],
    ['bout => schroef, moer', { terms: ['bout', 'schroef', 'moer'], oneWay: true }],
    ['  zaag ,  cirkel   zaag ,, ', { terms: ['zaag', 'cirkel zaag'], oneWay: false }],
    ['boor => boormachine # the tool', { terms: ['boor', 'boormachine'], oneWay: true }],
    ['bout =>', { terms: ['bout'], oneWay: true }],
    ['a => b => c', { terms: ['a', 'b', 'c'], oneWay: true }],
  ])('read %j as one set', (text, set) => {
    expect(parseSynonymLines(text)).toEqual([{ line: 1, ...set }]);
  });

  it('number each set by its line, leaving out empty lines and comments', () => {
    const sets = parseSynonymLines('# Dutch\n\ninbus, binnenzeskant\r\n   \nbout => schroef');
    expect(sets.map((set) => set.line)).toEqual([3, 5]);
  });

  it('write each set on a line of its own, as they are read back', () => {
    const sets = [
      { terms: ['inbus', 'binnenzeskant'], oneWay: false },
      { terms: ['bout', 'schroef', 'moer'], oneWay: true },
    ];
    const text = synonymLinesOf(sets);
    expect(text).toBe('inbus, binnenzeskant\nbout => schroef, moer');
    expect(parseSynonymLines(text).map(({ terms, oneWay }) => ({ terms, oneWay }))).toEqual(sets);
  });
});
