import { apiId } from '@tradeshop/api-client/contracts';
import { csvImport } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };
let articles: { id: string; product_number: string }[];

const base = '/store-api/dexis/article-links';
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();
/** An article no test of this file has linked yet. */
const nextArticle = () => articles.shift()!;

const link = (body: Record<string, unknown>, token = lead.token) => shop.call('POST', base, token, body);
const importFile = (content: string, preview = false, token = lead.token) =>
  shop.call('POST', `${base}/import`, token, { content, preview });
const errorOf = (response: Awaited<ReturnType<TestShop['call']>>) => response.json().errors[0];
const linksOfCompany = async (companyId: string) =>
  queryRows<{ product_id: string; customer_sku: string }>(
    shop.database.db,
    sql`select product_id, customer_sku from article_link where company_id = ${companyId} order by product_id`,
  );

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
  // Named by their ids as the Store API writes them.
  articles = (
    await queryRows<{ id: string; product_number: string }>(
      shop.database.db,
      sql`select id, product_number from product where active and child_count = 0 order by product_number limit 200`,
    )
  ).map((article) => ({ ...article, id: apiId(article.id) }));
});
afterAll(() => shop?.close());

describe('article links', () => {
  it('are created by article id or number, listed, searched, changed and deleted', async () => {
    const [first, second] = [nextArticle(), nextArticle()];
    const sku = `EIG-${unique()}`;
    const created = await link({ productId: first.id, customerSku: ` ${sku} ` });
    expect(created.status).toBe(200);
    expect(created.json().data).toMatchObject({
      productId: first.id,
      productNumber: first.product_number,
      customerSku: sku,
      description: expect.any(String),
    });
    const byNumber = await link({ productNumber: second.product_number, customerSku: `EIG-${unique()}` });
    expect(byNumber.json().data.productId).toBe(second.id);

    const found = (await shop.call('GET', `${base}?search=${sku.toLowerCase()}`, lead.token)).json();
    expect(found.data.map((entry: { id: string }) => entry.id)).toEqual([created.json().data.id]);
    expect(found.pager).toEqual({ currentPage: 1, currentLimit: 20, totalResults: 1, totalPages: 1 });
    const byOurNumber = (
      await shop.call('GET', `${base}?search=${encodeURIComponent(second.product_number)}`, lead.token)
    ).json();
    expect(byOurNumber.data.map((entry: { productId: string }) => entry.productId)).toContain(second.id);
    const description = created.json().data.description as string;
    const byDescription = (
      await shop.call('GET', `${base}?search=${encodeURIComponent(description.slice(0, 12))}`, lead.token)
    ).json();
    expect(byDescription.data.map((entry: { productId: string }) => entry.productId)).toContain(first.id);

    const changed = await shop.call('PUT', `${base}/${created.json().data.id}`, lead.token, {
      customerSku: `${sku}-B`,
    });
    expect(changed.json().data.customerSku).toBe(`${sku}-B`);
    expect((await shop.call('DELETE', `${base}/${created.json().data.id}`, lead.token)).json()).toEqual({
      success: true,
    });
    const gone = await shop.call('PUT', `${base}/${created.json().data.id}`, lead.token, {
      customerSku: 'X',
    });
    expect(gone.status).toBe(404);
    expect(errorOf(gone).code).toBe('DEXIS__ARTICLE_LINK_NOT_FOUND');
  });

  it('refuses an own number another article of the company has, whatever its case', async () => {
    const sku = `DUB-${unique()}`;
    await link({ productId: nextArticle().id, customerSku: sku });
    const again = await link({ productId: nextArticle().id, customerSku: sku.toLowerCase() });
    expect(again.status).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'DEXIS__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE',
      violations: [{ propertyPath: 'body/customerSku' }],
    });
    const target = (await link({ productId: nextArticle().id, customerSku: `DUB-${unique()}` })).json().data;
    const renamed = await shop.call('PUT', `${base}/${target.id}`, lead.token, { customerSku: sku });
    expect(errorOf(renamed).code).toBe('DEXIS__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE');
  });

  it('refuses a second own number for an article, and an article that does not exist', async () => {
    const article = nextArticle();
    await link({ productId: article.id, customerSku: `ONE-${unique()}` });
    const second = await link({ productId: article.id, customerSku: `TWO-${unique()}` });
    expect(errorOf(second).code).toBe('DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE');
    const unknownId = await link({ productId: crypto.randomUUID(), customerSku: `X-${unique()}` });
    expect(errorOf(unknownId).code).toBe('DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND');
    // A wrong article number is a validation error on the number's field.
    const unknownNumber = await link({ productNumber: 'NO-SUCH-ARTICLE', customerSku: `X-${unique()}` });
    expect(unknownNumber.status).toBe(400);
    expect(errorOf(unknownNumber)).toMatchObject({
      code: 'DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND',
      violations: [{ propertyPath: 'body/productNumber' }],
    });
    const blank = await link({ productId: nextArticle().id, customerSku: '   ' });
    expect(blank.status).toBe(400);
  });

  it('deletes several links at once, all or nothing', async () => {
    const ids = [];
    for (let index = 0; index < 3; index++) {
      ids.push((await link({ productId: nextArticle().id, customerSku: `DEL-${unique()}` })).json().data.id);
    }
    const refused = await shop.call('DELETE', base, lead.token, { ids: [ids[0], crypto.randomUUID()] });
    expect(errorOf(refused).code).toBe('DEXIS__ARTICLE_LINK_NOT_FOUND');
    expect((await shop.call('GET', `${base}?search=DEL-`, lead.token)).json().pager.totalResults).toBe(3);
    const deleted = await shop.call('DELETE', base, lead.token, { ids });
    expect(deleted.json()).toEqual({ data: { deleted: 3 } });
  });

  it('answers the company’s own numbers of articles, and nothing of another company’s', async () => {
    const article = nextArticle();
    const sku = `INF-${unique()}`;
    await link({ productId: article.id, customerSku: sku });
    const info = await shop.call('POST', `${base}/info`, lead.token, {
      productIds: [article.id, nextArticle().id],
    });
    expect(info.json().data).toEqual([
      { productId: article.id, customerSku: sku, description: expect.any(String) },
    ]);
    const foreign = await shop.call('POST', `${base}/info`, other.token, { productIds: [article.id] });
    expect(foreign.json().data).toEqual([]);
    // Prices and stock carry the own number too, so that a page needs one call for both.
    const information = (token: string) =>
      shop.call('POST', '/store-api/dexis/article/information', token, {
        articles: [{ sku: article.product_number }],
      });
    expect((await information(lead.token)).json().articles[0].customerSku).toBe(sku);
    expect((await information(other.token)).json().articles[0].customerSku).toBeNull();
    const visitor = await shop.request({
      method: 'POST',
      url: `${base}/info`,
      body: { productIds: [article.id] },
    });
    expect(visitor.status).toBe(403);
  });

  it('keeps each company’s links to itself', async () => {
    const article = nextArticle();
    const sku = `ISO-${unique()}`;
    const own = (await link({ productId: article.id, customerSku: sku })).json().data;
    // The other company may give the same article the same number: links are per company.
    expect((await link({ productId: article.id, customerSku: sku }, other.token)).status).toBe(200);
    expect((await shop.call('GET', `${base}?search=${sku}`, other.token)).json().data).toHaveLength(1);
    for (const [method, url, body] of [
      ['PUT', `${base}/${own.id}`, { customerSku: 'TAKEN' }],
      ['DELETE', `${base}/${own.id}`, undefined],
      ['DELETE', base, { ids: [own.id] }],
    ] as const) {
      expect((await shop.call(method, url, other.token, body)).status).toBe(404);
    }
    expect((await shop.call('GET', `${base}?search=${sku}`, lead.token)).json().data[0].customerSku).toBe(
      sku,
    );
  });

  it('needs ROLE_MANAGE_ARTICLE_LINKS to manage links, not to read the own numbers', async () => {
    const { token } = await shop.userWith(lead.token, ['ROLE_PLACE_ORDERS']);
    const refused = await shop.call('GET', base, token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).meta.parameters.right).toBe('ROLE_MANAGE_ARTICLE_LINKS');
    expect((await shop.call('POST', `${base}/info`, token, { productIds: [articles[0]!.id] })).status).toBe(
      200,
    );
  });
});

describe('the company’s own numbers in the search', () => {
  const searchIds = async (search: string, token: string) =>
    (await shop.call('POST', '/store-api/search', token, { search, limit: 10 }))
      .json()
      .elements.map((product: { id: string }) => product.id);

  it('find the article by the whole own number and by its beginning, before every other match', async () => {
    const [first, second] = [nextArticle(), nextArticle()];
    const stem = `ZK${unique()}`;
    await link({ productId: first.id, customerSku: `${stem}-1` });
    await link({ productId: second.id, customerSku: `${stem}-10` });
    expect(await searchIds(`${stem}-1`, lead.token)).toEqual([first.id, second.id]);
    // Both begin with the stem: they lead, in either order.
    expect((await searchIds(stem.toLowerCase(), lead.token)).slice(0, 2).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    // A number the search knows anyway comes after the own number's article.
    const ours = nextArticle();
    await link({ productId: ours.id, customerSku: second.product_number });
    expect((await searchIds(second.product_number, lead.token))[0]).toBe(ours.id);
  });

  it('find nothing for another company or a visitor', async () => {
    const article = nextArticle();
    const sku = `ZV${unique()}`;
    await link({ productId: article.id, customerSku: sku });
    expect(await searchIds(sku, other.token)).toEqual([]);
    const visitor = await shop.request({ method: 'POST', url: '/store-api/search', body: { search: sku } });
    expect(visitor.json().elements).toEqual([]);
  });
});

describe('article link files', () => {
  it('hands out a template in the asked language that the import reads', async () => {
    const template = await shop.request({
      url: `${base}/template`,
      headers: { 'sw-context-token': lead.token, 'sw-language-id': shop.languageIds['fr-FR']! },
    });
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.text.startsWith('\uFEFFréférence;référence client;désignation\r\n')).toBe(true);
    const preview = await importFile(template.text, true);
    expect(preview.json().data).toEqual({
      preview: true,
      entries: [{ line: 2, productNumber: '100001', customerSku: 'ABC-123' }],
      totalRows: 1,
    });
  });

  it('shows the first 10 entries before anything is written', async () => {
    const lines = Array.from({ length: 25 }, (_, index) => `${articles[index]!.product_number};PRE-${index}`);
    const before = await linksOfCompany(lead.companyId);
    const preview = (await importFile(`artikelnummer;eigen artikelnummer\n${lines.join('\n')}`, true)).json()
      .data;
    expect(preview.entries).toHaveLength(csvImport.previewRows);
    expect(preview.entries[9]).toEqual({
      line: 11,
      productNumber: articles[9]!.product_number,
      customerSku: 'PRE-9',
    });
    expect(preview.totalRows).toBe(25);
    expect(await linksOfCompany(lead.companyId)).toEqual(before);
  });

  it('reads a file with a BOM and semicolons as Excel writes it, and answers per row', async () => {
    const [first, second, third] = [nextArticle(), nextArticle(), nextArticle()];
    const existing = (await link({ productId: third.id, customerSku: `OLD-${unique()}` })).json().data;
    const sku = `BOM-${unique()}`;
    const content = `\uFEFFArtikelnummer;Eigen artikelnummer;Omschrijving\r\n${first.product_number};${sku};"Schroef; verzinkt"\r\n${second.product_number};${sku}\r\n${third.product_number};${existing.customerSku}\r\nNO-SUCH;X-1\r\n`;
    const result = (await importFile(content)).json().data;
    expect(result).toMatchObject({ preview: false, added: 1, updated: 0, unchanged: 1, refused: 2 });
    expect(result.rows).toEqual([
      { line: 2, productNumber: first.product_number, customerSku: sku, outcome: 'added', code: null },
      {
        line: 3,
        productNumber: second.product_number,
        customerSku: sku,
        outcome: 'refused',
        code: 'DEXIS__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE',
      },
      {
        line: 4,
        productNumber: third.product_number,
        customerSku: existing.customerSku,
        outcome: 'unchanged',
        code: null,
      },
      {
        line: 5,
        productNumber: 'NO-SUCH',
        customerSku: 'X-1',
        outcome: 'refused',
        code: 'DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND',
      },
    ]);
  });

  it('passes own numbers on between articles inside one file', async () => {
    const [first, second] = [nextArticle(), nextArticle()];
    const [a, b] = [`SWAP-A-${unique()}`, `SWAP-B-${unique()}`];
    await link({ productId: first.id, customerSku: a });
    await link({ productId: second.id, customerSku: b });
    // The first row frees its number before the second takes it.
    const result = (
      await importFile(
        `article number,own article number\n${first.product_number},${a}-NEW\n${second.product_number},${a}`,
      )
    ).json().data;
    expect(result).toMatchObject({ updated: 2, refused: 0 });
    const info = (
      await shop.call('POST', `${base}/info`, lead.token, { productIds: [first.id, second.id] })
    ).json();
    expect(
      new Map(
        info.data.map((entry: { productId: string; customerSku: string }) => [
          entry.productId,
          entry.customerSku,
        ]),
      ),
    ).toEqual(
      new Map([
        [first.id, `${a}-NEW`],
        [second.id, a],
      ]),
    );
  });

  it.each([
    ['an empty file', '', 'DEXIS__CSV_EMPTY_FILE'],
    ['a header without rows', '\uFEFFartikelnummer;eigen artikelnummer\r\n', 'DEXIS__CSV_EMPTY_FILE'],
    [
      'a quote that never closes',
      'artikelnummer;eigen artikelnummer\n"100001;ABC',
      'DEXIS__CSV_INVALID_FILE',
    ],
    ['columns that are not the article numbers', 'naam;prijs\nSchroef;1,20', 'DEXIS__CSV_INVALID_FORMAT'],
    [
      'rows that all fail',
      'artikelnummer;eigen artikelnummer\nNO-SUCH-1;A\nNO-SUCH-2;B',
      'DEXIS__CSV_ALL_ROWS_FAILED',
    ],
  ])('refuses %s and changes nothing', async (_name, content, code) => {
    const before = await linksOfCompany(lead.companyId);
    const response = await importFile(content);
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe(code);
    expect(await linksOfCompany(lead.companyId)).toEqual(before);
  });

  it('refuses a file of 5 MB and one byte, and reads one of 5 MB', async () => {
    const header = 'artikelnummer;eigen artikelnummer\n';
    const row = `${articles[0]!.product_number};BIG-1\n`;
    const padding = (size: number) => ' '.repeat(size - header.length - row.length);
    const tooLarge = await importFile(`${header}${row}${padding(csvImport.maxBytes + 1)}`, true);
    expect(tooLarge.status).toBe(400);
    expect(errorOf(tooLarge).code).toBe('DEXIS__CSV_TOO_LARGE');
    const largest = await importFile(`${header}${row}${padding(csvImport.maxBytes)}`, true);
    expect(largest.status).toBe(200);
  });

  it('imports 10,000 rows with 3 bad ones: the good rows go in, the bad ones are named', async () => {
    await shop.database.db.execute(sql`insert into product (id, product_number, list_price)
      select gen_random_uuid(), 'BULK-' || lpad(n::text, 5, '0'), 1 from generate_series(1, 10000) n`);
    const bad = new Map([
      [17, 'NO-SUCH-17'],
      [5000, 'NO-SUCH-5000'],
      [9999, 'NO-SUCH-9999'],
    ]);
    const lines = Array.from({ length: 10_000 }, (_, index) => {
      const number = bad.get(index) ?? `BULK-${String(index + 1).padStart(5, '0')}`;
      return `${number};K-${index}`;
    });
    const result = (
      await importFile(`artikelnummer;eigen artikelnummer\n${lines.join('\n')}`, false, other.token)
    ).json().data;
    expect(result).toMatchObject({ added: 9997, refused: 3 });
    expect(
      result.rows
        .filter((row: { outcome: string }) => row.outcome === 'refused')
        .map((row: { line: number; code: string }) => [row.line, row.code]),
    ).toEqual([...bad.keys()].map((index) => [index + 2, 'DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND']));
  });

  it('exports what the import reads back unchanged, with no cell a spreadsheet would run', async () => {
    for (let index = 0; index < 3; index++) {
      await link({ productId: nextArticle().id, customerSku: `RT;"${index}" ${unique()}` });
    }
    for (const formula of ['=HYPERLINK("http://evil.example")', '+cmd', '-1+1', '@SUM(A1:A9)']) {
      await link({ productId: nextArticle().id, customerSku: `${formula}${unique()}` });
    }
    const before = await linksOfCompany(lead.companyId);
    const exported = await shop.call('POST', `${base}/export`, lead.token, {});
    expect(exported.headers['content-disposition']).toBe('attachment; filename="article-links.csv"');
    const cells = exported.text.split('\r\n').flatMap((line) => line.split(';'));
    expect(cells.filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);
    expect(exported.text).toContain("'@SUM(A1:A9)");
    const result = (await importFile(exported.text)).json().data;
    expect(result).toMatchObject({ added: 0, updated: 0, refused: 0, unchanged: before.length });
    expect(await linksOfCompany(lead.companyId)).toEqual(before);
  });
});
