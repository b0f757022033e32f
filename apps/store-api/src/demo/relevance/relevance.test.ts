import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { evaluateRelevance, type QueryScore, type SearchFirst, summarise } from './evaluate.ts';

let shop: TestShop;
let scores: QueryScore[];

const localeCodes = { nl: 'nl-NL', fr: 'fr-FR', en: 'en-GB' } as const;

beforeAll(async () => {
  shop = await startTestShop();
  const search: SearchFirst = async (locale, query, token) => {
    const headers: Record<string, string> = { 'sw-language-id': shop.languageIds[localeCodes[locale]]! };
    if (token) headers['sw-context-token'] = token;
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/search',
      body: { search: query, limit: 10 },
      headers,
    });
    return (response.json() as { elements: { id: string }[] }).elements.map((element) => element.id);
  };
  const buyer = await shop.login('demo.buyer');
  ({ scores } = await evaluateRelevance(shop.database.db, search, buyer));
});

afterAll(() => shop.close());

describe('search relevance on the judged queries of the demo catalogue', () => {
  it('finds the relevant articles first: mean precision@10 at least 0.9', () => {
    expect(summarise(scores).all.precision).toBeGreaterThanOrEqual(0.9);
  });

  it('lets no query fall below a precision@10 of 0.6', () => {
    const poor = scores
      .filter((entry) => entry.precision < 0.6)
      .map((entry) => `${entry.locale}: ${entry.query}`);
    expect(poor).toEqual([]);
  });

  it('lists an exact article number, EAN or own article number first', () => {
    const numbers = scores.filter((entry) => ['number', 'ean', 'own-number'].includes(entry.kind));
    expect(numbers.length).toBeGreaterThanOrEqual(20);
    expect(numbers.filter((entry) => entry.precision < 1).map((entry) => entry.query)).toEqual([]);
  });
});
