import { readFileSync } from 'node:fs';

/** A Belgian place with its postal code, as bpost lists it. */
export interface Place {
  postalCode: string;
  city: string;
}

interface IndexedPlace extends Place {
  key: string;
}

/** Lower case, without accents, spaces or punctuation: "Sint-Job-in-'t-Goor" is "sintjobintgoor". */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

let places: IndexedPlace[] | null = null;

/**
 * The bpost list of Belgian postal codes and places (belgian-postal-codes.csv, with the Dutch names
 * of the Brussels municipalities added), read once.
 */
function allPlaces(): IndexedPlace[] {
  if (places) return places;
  const lines = readFileSync(new URL('./belgian-postal-codes.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  places = lines.map((line) => {
    const comma = line.indexOf(',');
    const postalCode = line.slice(0, comma);
    const city = line.slice(comma + 1).replace(/^"|"$/g, '');
    return { postalCode, city, key: placeKey(city) };
  });
  return places;
}

/**
 * Places for a query of a postal code (prefix), a place name (names starting with it first, then
 * names containing it) or both, e.g. "9000 gent".
 */
export function searchPlaces(query: string, limit: number): Place[] {
  const digits = query.match(/\d+/)?.[0] ?? '';
  const name = placeKey(query.replace(/\d+/g, ''));
  const matches = allPlaces().filter(
    (place) => (!digits || place.postalCode.startsWith(digits)) && (!name || place.key.includes(name)),
  );
  const rank = (place: IndexedPlace) => (name && !place.key.startsWith(name) ? 1 : 0);
  return matches
    .sort(
      (a, b) => rank(a) - rank(b) || a.postalCode.localeCompare(b.postalCode) || a.city.localeCompare(b.city),
    )
    .slice(0, limit)
    .map(({ postalCode, city }) => ({ postalCode, city }));
}

/** The place of a postal code and name, in the list's spelling; null when bpost knows no such pair. */
export function findPlace(postalCode: string, city: string): Place | null {
  const key = placeKey(city);
  const place = allPlaces().find((candidate) => candidate.postalCode === postalCode && candidate.key === key);
  return place ? { postalCode: place.postalCode, city: place.city } : null;
}
