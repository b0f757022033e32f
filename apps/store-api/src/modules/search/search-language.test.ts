import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let bearer: string;

interface Answer {
  total: number;
  elements: { id: string; translated: { name: string } }[];
  extensions: {
    search: {
      correction: { typed: string; searchedFor: string } | null;
      closeWords: string[];
      categories: { id: string; name: string; path: string }[];
      brands: { id: string; name: string; path: string }[];
    };
  };
}

async function search(search: string, locale = 'nl-NL', url = '/store-api/search'): Promise<Answer> {
  const response = await shop.request({
    method: 'POST',
    url,
    body: { search, limit: 10 },
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
  expect(response.status).toBe(200);
  return response.json();
}

const names = (answer: Answer) => answer.elements.map((element) => element.translated.name);

const putSynonyms = (body: unknown) =>
  shop.app.inject({
    method: 'PUT',
    url: '/integration-api/search/synonyms',
    headers: { authorization: `Bearer ${bearer}` },
    payload: body as object,
  });

beforeAll(async () => {
  shop = await startTestShop();
  bearer = await shop.integrationToken('Synonyms');
});
afterAll(() => shop.close());

describe('the words of the catalogue', () => {
  it('are kept with their singular, and a Dutch compound with its head and other parts', async () => {
    const rows = await queryRows<{ word: string; lemma: string; head: string | null; modifiers: string[] }>(
      shop.database.db,
      sql`select word, lemma, head, modifiers from search_word
        where locale = 'nl' and word in ('houtschroef', 'houtschroeven', 'schroefbit', 'schroevendraaier')
        order by word`,
    );
    expect(rows).toEqual([
      { word: 'houtschroef', lemma: 'houtschroef', head: 'schroef', modifiers: ['hout'] },
      { word: 'houtschroeven', lemma: 'houtschroef', head: 'schroef', modifiers: ['hout'] },
      { word: 'schroefbit', lemma: 'schroefbit', head: 'bit', modifiers: ['schroef'] },
      { word: 'schroevendraaier', lemma: 'schroevendraaier', head: 'draaier', modifiers: ['schroef'] },
    ]);
  });
});

describe('a Dutch search', () => {
  it('lists screws for "schroef" before screwdriver bits and screwdrivers', async () => {
    const found = names(await search('schroef'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.slice(0, 5).every((name) => /schroef\b/i.test(name) && !/bit|draaier/i.test(name))).toBe(
      true,
    );
  });

  it('finds a compound by its parts and the parts by the compound', async () => {
    const compound = names(await search('houtschroef'));
    const phrase = names(await search('schroef voor hout'));
    expect(compound[0]).toMatch(/^Houtschroef/);
    expect(phrase[0]).toMatch(/^Houtschroef/);
  });

  it('takes a plural for its singular', async () => {
    expect(names(await search('zagen'))[0]).toMatch(/zaag/i);
    expect(names(await search('brillen'))[0]).toMatch(/bril/i);
  });

  it('searches a mistyped word as the catalogue word it stands for, and says so', async () => {
    const answer = await search('houtschrof');
    expect(answer.extensions.search.correction).toEqual({ typed: 'houtschrof', searchedFor: 'houtschroef' });
    expect(names(answer)[0]).toMatch(/^Houtschroef/);
  });

  it('offers the closest words and categories when nothing is found', async () => {
    const answer = await search('schroefdrraaierset xyz');
    expect(answer.total).toBe(0);
    expect(answer.extensions.search.correction).toBeNull();
    expect(answer.extensions.search.closeWords.length).toBeGreaterThan(0);
  });

  it('leads to the categories named like a search that finds nothing', async () => {
    const answer = await search('houtschroeven qqqzx');
    expect(answer.total).toBe(0);
    expect(answer.extensions.search.categories.map((lead) => lead.name)).toContain('Houtschroeven');
  });

  it('offers no word that no listed product holds any more', async () => {
    // A word an import took out of its articles stays among the words until the next whole reindex.
    await shop.database.db.execute(sql`insert into search_word
        (locale, word, folded, lemma, inner_heads, modifiers, nested, products)
      values ('nl', 'schroefdrraaiers', 'schroefdrraaiers', 'schroefdrraaier', '{}', '{}', '{}', 1000)`);
    try {
      const answer = await search('schroefdrraaierset xyz');
      expect(answer.extensions.search.closeWords).not.toContain('schroefdrraaiers');
      expect(answer.extensions.search.closeWords.length).toBeGreaterThan(0);
    } finally {
      await shop.database.db.execute(sql`delete from search_word where word = 'schroefdrraaiers'`);
    }
  });
});

describe('accents and case', () => {
  it('find the same in French with or without them', async () => {
    const accented = await search('Écrous', 'fr-FR');
    const plain = await search('ecrou', 'fr-FR');
    expect(accented.total).toBeGreaterThan(0);
    expect(plain.elements.map((element) => element.id)).toEqual(
      accented.elements.map((element) => element.id),
    );
  });
});

describe('the quick search', () => {
  it('leads to the categories of its best matches and to a brand it names', async () => {
    const [brand] = await queryRows<{ name: string }>(
      shop.database.db,
      sql`select mt.name from manufacturer_translation mt join product p on p.manufacturer_id = mt.manufacturer_id
        where p.active order by mt.name limit 1`,
    );
    const answer = await search(`${brand!.name} schroef`, 'nl-NL', '/store-api/search-suggest');
    expect(answer.extensions.search.brands.map((lead) => lead.name)).toContain(brand!.name);
    const screws = await search('houtschroef', 'nl-NL', '/store-api/search-suggest');
    expect(screws.extensions.search.categories[0]).toMatchObject({ name: 'Houtschroeven' });
    expect(screws.extensions.search.categories[0]!.path).toMatch(/^\/.+/);
  });
});

describe('synonyms the distributor keeps', () => {
  it('apply two ways at once, without reindexing, and one way only from their first term', async () => {
    expect((await search('binnenzeskant')).total).toBe(0);
    const saved = await putSynonyms({
      locale: 'nl',
      synonyms: [{ terms: ['binnenzeskant', 'inbus'] }, { terms: ['pen', 'bout'], oneWay: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.synonyms).toHaveLength(2);
    expect(names(await search('binnenzeskant'))[0]).toMatch(/^Inbusbout/);
    const pens = await search('pen');
    expect(pens.total).toBeGreaterThan(0);
    expect(names(await search('bout'))).not.toContain(expect.stringMatching(/^Pen\b/));
    const read = await shop.app.inject({
      method: 'GET',
      url: '/integration-api/search/synonyms?locale=nl',
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(read.json().data.synonyms).toEqual([
      { terms: ['binnenzeskant', 'inbus'], oneWay: false },
      { terms: ['pen', 'bout'], oneWay: true },
    ]);
  });

  it('refuses a set of one term or an empty term and keeps the sets there were', async () => {
    for (const synonyms of [
      [{ terms: ['inbus'] }],
      [{ terms: ['inbus', '  '] }],
      [{ terms: ['a b c d e f', 'x'] }],
    ]) {
      const refused = await putSynonyms({ locale: 'nl', synonyms });
      expect(refused.statusCode).toBe(400);
    }
    expect((await putSynonyms({ locale: 'xx', synonyms: [] })).statusCode).toBe(400);
    expect(names(await search('binnenzeskant'))[0]).toMatch(/^Inbusbout/);
  });
});

describe('synonyms in the back-office', () => {
  it('are replaced by a content editor for the next search, and the change is in the audit log', async () => {
    const put = await shop.staffCall('staff.editor', 'PUT', '/admin-api/search/synonyms', {
      locale: 'fr',
      synonyms: [{ terms: ['clé allen', 'clé six pans'] }],
    });
    expect(put.status).toBe(200);
    const read = await shop.staffCall('staff.editor', 'GET', '/admin-api/search/synonyms?locale=fr');
    expect(read.json().data.synonyms).toEqual([{ terms: ['clé allen', 'clé six pans'], oneWay: false }]);
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      '/admin-api/audit-log?objectType=search-synonyms&objectId=fr',
    );
    expect(history.json().data[0]).toMatchObject({
      action: 'changed',
      actor: expect.objectContaining({ name: 'Eva Editor' }),
      changes: { synonyms: ['', 'clé allen, clé six pans'] },
    });
  });

  it('are closed to customer service, whose roles edit no content', async () => {
    expect(
      (await shop.staffCall('staff.service', 'GET', '/admin-api/search/synonyms?locale=nl')).status,
    ).toBe(403);
  });
});
