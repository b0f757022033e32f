import { describe, expect, it } from 'vitest';
import { adminTranslator } from './i18n';
import { checkedSynonymSets, storefrontLocaleOf } from './synonyms';

const t = adminTranslator('nl');

describe('synonyms typed in the back-office', () => {
  it('become the sets the Admin API takes, one a line', () => {
    expect(checkedSynonymSets('inbus, binnenzeskant\n\nbout => schroef, moer', t)).toEqual({
      sets: [
        { terms: ['inbus', 'binnenzeskant'], oneWay: false },
        { terms: ['bout', 'schroef', 'moer'], oneWay: true },
      ],
      problems: [],
    });
  });

  it('name each line that is no set, in the staff member’s words, and keep none', () => {
    const checked = checkedSynonymSets(
      `inbus\nbout, ${'x'.repeat(81)}\n${Array.from({ length: 21 }, (_, i) => `term${i}`).join(', ')}\n$$$, moer`,
      t,
    );
    expect(checked.sets).toBeNull();
    expect(checked.problems).toEqual([
      'Regel 1: een set heeft minstens twee termen.',
      `Regel 2: “${'x'.repeat(81)}” is geen term: hoogstens 80 tekens en 5 woorden, met een letter of cijfer.`,
      'Regel 3: een set heeft hoogstens 20 termen.',
      'Regel 4: “$$$” is geen term: hoogstens 80 tekens en 5 woorden, met een letter of cijfer.',
    ]);
  });

  it('are tried in the shop language of their search language, and not at all in German', () => {
    expect(storefrontLocaleOf('fr')).toBe('fr-FR');
    expect(storefrontLocaleOf('de')).toBeNull();
  });
});
