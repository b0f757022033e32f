import { describe, expect, it } from 'vitest';
import { parseListingQuery } from './listing-query';

const id = '0a6f4a3e-3c1b-4d2e-9f00-1b2c3d4e5f60';
const other = '1b7f4a3e-3c1b-4d2e-9f00-1b2c3d4e5f61';

describe('listing query of a category or search URL', () => {
  it('reads page, sorting, filters and price range', () => {
    const { query, invalid } = parseListingQuery(
      new URLSearchParams(
        `p=2&order=price-asc&manufacturer=${id}|${other}&properties=${id}&min-price=5&max-price=50`,
      ),
    );
    expect(invalid).toBe(false);
    expect(query).toEqual({
      p: 2,
      limit: 24,
      order: 'price-asc',
      manufacturer: [id, other],
      properties: [id],
      'min-price': 5,
      'max-price': 50,
    });
  });

  it('accepts repeated parameters as a form sends them and drops duplicates', () => {
    const { query } = parseListingQuery(new URLSearchParams(`manufacturer=${id}&manufacturer=${id}`));
    expect(query.manufacturer).toEqual([id]);
  });

  it('drops values that do not validate and says so, keeping the rest', () => {
    const { query, invalid } = parseListingQuery(
      new URLSearchParams(`p=abc&order=random&manufacturer=x|${id}`),
    );
    expect(invalid).toBe(true);
    expect(query).toEqual({ limit: 24, manufacturer: [id] });
  });

  it('reads a figure from–to per group from its two fields, with a decimal comma, leaving empty fields out', () => {
    const { query, invalid } = parseListingQuery(
      new URLSearchParams(`min.${id}=2,5&max.${id}=40&min.${other}=&max.${other}=-20`),
    );
    expect(invalid).toBe(false);
    expect(query.measurements).toEqual([
      { group: id, min: 2.5, max: 40 },
      { group: other, max: -20 },
    ]);
  });

  it('drops a figure that is no number, a group that is no id and a from above its to, and says so', () => {
    for (const search of [`min.${id}=abc`, 'min.x=5', `min.${id}=50&max.${id}=20`]) {
      const { query, invalid } = parseListingQuery(new URLSearchParams(search));
      expect(invalid, search).toBe(true);
      expect(query.measurements, search).toBeUndefined();
    }
  });
});
