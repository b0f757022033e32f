import { describe, expect, it } from 'vitest';
import { fittingPhrase } from './fitting-phrase';

/** A field of `room` characters. */
const fitsIn = (room: number) => (text: string) => text.length <= room;

describe('a phrase in a narrow field', () => {
  it('keeps a phrase that fits', () => {
    expect(fittingPhrase('Zoek op EAN', fitsIn(20))).toBe('Zoek op EAN');
  });

  it('ends on a whole word with an ellipsis where the phrase is too long', () => {
    expect(fittingPhrase('Rechercher par numéro d’article', fitsIn(24))).toBe('Rechercher par numéro…');
    expect(fittingPhrase('Rechercher par numéro d’article', fitsIn(15))).toBe('Rechercher par…');
  });

  it('shows nothing rather than part of a word', () => {
    expect(fittingPhrase('Rechercher par numéro d’article', fitsIn(8))).toBe('');
  });
});
