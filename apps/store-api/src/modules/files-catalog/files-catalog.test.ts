import { errorCodes, importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { refusedCodes } from '../../test/import-report.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let bearer: string;

interface FileElement {
  key: string;
  kind: string;
  title: string;
  languageCode: string;
  url: string;
  fileSize: number | null;
  brandName: string | null;
  productNumbers: string[];
}
interface FilesResult {
  elements: FileElement[];
  total: number;
  page: number;
  limit: number;
  aggregations: {
    kinds: { kind: string; count: number }[];
    languages: { languageCode: string; count: number }[];
  };
}

const search = async (body: object, headers: Record<string, string> = {}): Promise<FilesResult> => {
  const response = await shop.request({
    method: 'POST',
    url: '/store-api/dexis/files-catalog',
    body,
    headers,
  });
  expect(response.status).toBe(200);
  return response.json();
};
const keysOf = (result: FilesResult) => result.elements.map((file) => file.key).sort();

const integration = (method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
  shop.app.inject({
    method,
    url: `/integration-api${path}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const putFiles = (rows: unknown[]) => integration('PUT', '/catalog-files', { rows });

/** A small valid PDF whose text differs by `label`. */
const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${label}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
const fileRow = (key: string, fields: Record<string, unknown> = {}) => ({
  key,
  kind: 'leaflet',
  language: 'nl',
  title: `Folder ${key}`,
  description: 'Zomeracties op ladders en steigers.',
  contentBase64: pdf(key).toString('base64'),
  changedAt: '2026-04-01T08:00:00Z',
  ...fields,
});

beforeAll(async () => {
  shop = await startTestShop();
  bearer = await shop.integrationToken('ERP');
});
afterAll(() => shop?.close());

describe('the files catalogue', () => {
  it('shows a visitor the files in their language, newest first, with counts per kind and language', async () => {
    const french = await search({}, { 'sw-language-id': shop.languageIds['fr-FR']! });
    expect(french.total).toBeGreaterThan(5);
    expect(new Set(french.elements.map((file) => file.languageCode))).toEqual(new Set(['fr-FR']));
    expect(french.elements[0]).toMatchObject({
      title: expect.any(String),
      url: expect.stringMatching(/^\/media\/files\/.+\.pdf$/),
      fileSize: expect.any(Number),
      apiAlias: 'catalog_file',
    });
    const all = await search({ languages: 'all' });
    expect(all.aggregations.languages.map((entry) => entry.languageCode)).toEqual([
      'en-GB',
      'fr-FR',
      'nl-NL',
    ]);
    expect(all.aggregations.kinds.map((entry) => entry.kind)).toEqual([
      'catalogue',
      'leaflet',
      'safety-data-sheet',
      'manual',
      'certificate',
    ]);
    expect(all.aggregations.kinds.reduce((sum, entry) => sum + entry.count, 0)).toBe(all.total);
    // Each facet counts under the other filters, not its own.
    const sheets = await search({ kinds: ['safety-data-sheet'], languages: 'all' });
    expect(sheets.aggregations.kinds).toEqual(all.aggregations.kinds);
    expect(sheets.elements.every((file) => file.kind === 'safety-data-sheet')).toBe(true);
    expect(sheets.aggregations.languages.reduce((sum, entry) => sum + entry.count, 0)).toBe(sheets.total);
  });

  it('finds files by title, article number and brand name, whatever the case', async () => {
    const all = await search({ languages: 'all', limit: 100 });
    const sheet = all.elements.find(
      (file) => file.kind === 'safety-data-sheet' && file.productNumbers.length,
    )!;
    const byNumber = await search({ term: sheet.productNumbers[0]!.toLowerCase(), languages: 'all' });
    expect(keysOf(byNumber)).toContain(sheet.key);
    const branded = all.elements.find((file) => file.brandName)!;
    const byBrand = await search({ term: branded.brandName!.toUpperCase(), languages: 'all' });
    expect(byBrand.elements.map((file) => file.key)).toContain(branded.key);
    expect(byBrand.total).toBeLessThan(all.total);
    const byTitle = await search({ term: 'ISO 9001', languages: 'all' });
    expect(byTitle.elements.map((file) => file.kind)).toEqual(['certificate']);
    expect((await search({ term: 'no-such-file', languages: 'all' })).total).toBe(0);
  });

  it('pages through the files and keeps the total past the last page', async () => {
    const all = await search({ languages: 'all', limit: 100 });
    const second = await search({ languages: 'all', limit: 3, page: 2 });
    expect(second.elements.map((file) => file.key)).toEqual(all.elements.slice(3, 6).map((file) => file.key));
    const beyond = await search({ languages: 'all', limit: 3, page: 50 });
    expect([beyond.elements.length, beyond.total]).toEqual([0, all.total]);
  });

  it('refuses a bad body field by field', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/files-catalog',
      body: { limit: 101, kinds: ['brochure'], languages: ['nl'] },
    });
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringContaining('limit'),
        expect.stringContaining('kinds'),
        expect.stringContaining('languages'),
      ]),
    );
  });

  it('serves a file as a PDF download', async () => {
    const [file] = (await search({ languages: 'all', limit: 1 })).elements;
    const download = await shop.app.inject({ url: file!.url });
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(file!.fileSize);
  });
});

describe('the files catalogue import', () => {
  it('takes a PDF sent as base64, which the catalogue then shows; the same request again changes nothing', async () => {
    const [article] = await queryRows<{ product_number: string }>(
      shop.database.db,
      sql`select product_number from product where parent_id is null order by product_number limit 1`,
    );
    const row = fileRow('ladders-summer', {
      brand: 'kravento',
      articles: [article!.product_number],
      publishedAt: '2030-01-01T00:00:00Z',
    });
    expect((await putFiles([row])).json()).toEqual({
      data: { received: 1, created: 1, updated: 0, unchanged: 0 },
    });
    expect((await putFiles([row])).json()).toEqual({
      data: { received: 1, created: 0, updated: 0, unchanged: 1 },
    });
    const [shown] = (await search({ term: 'ladders-summer' })).elements;
    expect(shown).toMatchObject({
      kind: 'leaflet',
      languageCode: 'nl-NL',
      brandName: 'Kravento',
      productNumbers: [article!.product_number],
      fileSize: pdf('ladders-summer').length,
    });
    // Newest first.
    expect((await search({})).elements[0]!.key).toBe('ladders-summer');
  });

  it('replaces the PDF of a file under a new address and removes the old one', async () => {
    const [before] = (await search({ term: 'ladders-summer' })).elements;
    const changed = fileRow('ladders-summer', {
      contentBase64: pdf('second edition').toString('base64'),
      changedAt: '2026-04-02T08:00:00Z',
    });
    expect((await putFiles([changed])).json().data.updated).toBe(1);
    const [after] = (await search({ term: 'ladders-summer' })).elements;
    expect(after!.url).not.toBe(before!.url);
    expect((await shop.app.inject({ url: after!.url })).statusCode).toBe(200);
    expect((await shop.app.inject({ url: before!.url })).statusCode).toBe(404);
  });

  it('applies nothing of a request with a file that is no PDF, an unknown brand, article or media file', async () => {
    const response = await putFiles([
      fileRow('good-one'),
      fileRow('not-a-pdf', { contentBase64: Buffer.from('GIF89a...').toString('base64') }),
      fileRow('unknown-brand', { brand: 'nosuchbrand' }),
      fileRow('unknown-article', { articles: ['NO-SUCH-ARTICLE'] }),
      fileRow('unknown-media', { contentBase64: undefined, media: 'files/none.pdf' }),
      fileRow('both', { media: 'files/none.pdf' }),
      fileRow('brochure', { kind: 'brochure' }),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe(errorCodes.integrationRowsRefused);
    expect(refusedCodes(response)).toEqual([
      [1, importRowCodes.invalid],
      [2, importRowCodes.unknownKey],
      [3, importRowCodes.unknownArticle],
      [4, importRowCodes.unknownKey],
      [5, importRowCodes.invalid],
      [6, importRowCodes.invalid],
    ]);
    expect((await search({ term: 'good-one' })).total).toBe(0);
  });

  it('takes a PDF the media library already holds, named by its path', async () => {
    const [existing] = await queryRows<{ path: string }>(
      shop.database.db,
      sql`select path from media where mime_type = 'application/pdf' order by path limit 1`,
    );
    const response = await putFiles([
      fileRow('shared-sheet', { contentBase64: undefined, media: existing!.path, language: 'fr' }),
    ]);
    expect(response.json().data.created).toBe(1);
    const [shown] = (await search({ term: 'shared-sheet', languages: 'all' })).elements;
    expect(shown).toMatchObject({ url: `/media/${existing!.path}`, languageCode: 'fr-FR' });
  });

  it('deletes a file with its PDF; deleting it again answers that nothing was deleted', async () => {
    const [file] = (await search({ term: 'ladders-summer' })).elements;
    const deleted = await integration('DELETE', '/catalog-files/ladders-summer');
    expect(deleted.json()).toEqual({ data: { key: 'ladders-summer', deleted: true } });
    expect((await search({ term: 'ladders-summer' })).total).toBe(0);
    expect((await shop.app.inject({ url: file!.url })).statusCode).toBe(404);
    expect((await integration('DELETE', '/catalog-files/ladders-summer')).json()).toEqual({
      data: { key: 'ladders-summer', deleted: false },
    });
    // A file shared with the media library stays there.
    const [shared] = (await search({ term: 'shared-sheet', languages: 'all' })).elements;
    expect((await integration('DELETE', '/catalog-files/shared-sheet')).json().data.deleted).toBe(true);
    expect((await shop.app.inject({ url: shared!.url })).statusCode).toBe(200);
  });
});
