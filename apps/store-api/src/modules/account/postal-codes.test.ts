import { describe, expect, it } from 'vitest';
import { findPlace, placeKey, searchPlaces } from './postal-codes.ts';

describe('Belgian postal codes', () => {
  it('holds the whole bpost list', () => {
    expect(searchPlaces('', 5000).length).toBeGreaterThan(2700);
    expect(searchPlaces('9000', 10)).toEqual([{ postalCode: '9000', city: 'Gent' }]);
  });

  it('finds places by the start of their postal code', () => {
    const places = searchPlaces('90', 50);
    expect(places.length).toBeGreaterThan(3);
    expect(places.every((place) => place.postalCode.startsWith('90'))).toBe(true);
  });

  it('finds places by name, names starting with the query first, accents and case ignored', () => {
    const places = searchPlaces('liege', 10);
    expect(places[0]).toEqual({ postalCode: '4000', city: 'Liège' });
    expect(places.some((place) => place.city === 'Mons-lez-Liège')).toBe(true);
  });

  it('combines a postal code and a name', () => {
    expect(searchPlaces('2000 antw', 10)).toEqual([{ postalCode: '2000', city: 'Antwerpen' }]);
  });

  it('knows the Brussels municipalities in Dutch and French', () => {
    expect(findPlace('1000', 'Brussel')).not.toBeNull();
    expect(findPlace('1000', 'bruxelles')).toEqual({ postalCode: '1000', city: 'Bruxelles' });
  });

  it('accepts a known pair in any spelling and rejects an unknown one', () => {
    expect(findPlace('2960', 'sint job in t goor')).toEqual({
      postalCode: '2960',
      city: "Sint-Job-in-'t-Goor",
    });
    expect(findPlace('9000', 'Antwerpen')).toBeNull();
    expect(findPlace('0000', 'Gent')).toBeNull();
  });

  it('compares names without accents, case and punctuation', () => {
    expect(placeKey("Braine-l'Alleud")).toBe('brainelalleud');
  });
});
