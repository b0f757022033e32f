import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugs', () => {
  it('turns names with accents and symbols into dashed ASCII', () => {
    expect(slugify('Clé à molette 250 mm')).toBe('cle-a-molette-250-mm');
    expect(slugify('Schraubenschlüssel Größe 10')).toBe('schraubenschlussel-grosse-10');
    expect(slugify('  Bout M8x40 / DIN 933 ')).toBe('bout-m8x40-din-933');
  });
});
