import { describe, expect, it } from 'vitest';
import { rowsOfFile } from './import-file.ts';

const fileTime = new Date('2026-11-24T06:00:00Z');

describe('rows of a dropped file', () => {
  it('reads a Belgian spreadsheet CSV: semicolons, decimal commas, tiers and an empty restock date', () => {
    const csv = '\uFEFFArticle;Listprice;Tiers\r\nTS-100001;12,50;10=11,75 50=11\r\nTS-100002;1.234,5;\r\n';
    expect(rowsOfFile('prices.csv', csv, fileTime)).toEqual({
      ok: true,
      rows: [
        {
          article: 'TS-100001',
          listPrice: 12.5,
          tiers: [
            { fromQuantity: 10, price: 11.75 },
            { fromQuantity: 50, price: 11 },
          ],
          changedAt: '2026-11-24T06:00:00.000Z',
        },
        { article: 'TS-100002', listPrice: 1234.5, tiers: [], changedAt: '2026-11-24T06:00:00.000Z' },
      ],
    });
    const stock = 'article,warehouse,quantity,restockOn,changedAt\nTS-1,ANT,3,,2026-11-23T10:00:00Z\n';
    expect(rowsOfFile('stock.csv', stock, fileTime)).toMatchObject({
      ok: true,
      rows: [
        {
          article: 'TS-1',
          warehouse: 'ANT',
          quantity: 3,
          restockOn: null,
          changedAt: '2026-11-23T10:00:00Z',
        },
      ],
    });
  });

  it('leaves what is no number as text, for the row check to name', () => {
    const result = rowsOfFile('stock.csv', 'article;quantity;tiers\nTS-1;veel;10=x\n', fileTime);
    expect(result).toMatchObject({ ok: true, rows: [{ quantity: 'veel', tiers: '10=x' }] });
  });

  it('reads JSON as an array of rows or as the API’s body', () => {
    const rows = [{ code: 'ANT', name: 'Antwerpen' }];
    const expected = {
      ok: true,
      rows: [{ code: 'ANT', name: 'Antwerpen', changedAt: '2026-11-24T06:00:00.000Z' }],
    };
    expect(rowsOfFile('w.json', JSON.stringify(rows), fileTime)).toEqual(expected);
    expect(rowsOfFile('w.JSON', JSON.stringify({ rows }), fileTime)).toEqual(expected);
  });

  it('says why a file cannot be read: bad JSON, no rows, no CSV, unknown columns, nothing at all', () => {
    expect(rowsOfFile('a.json', '{', fileTime)).toEqual({ ok: false, error: 'The file is no valid JSON.' });
    expect(rowsOfFile('a.json', '{"data":[]}', fileTime)).toEqual({
      ok: false,
      error: 'The JSON holds no array of rows.',
    });
    expect(rowsOfFile('a.csv', 'article;quantity\n"TS-1;3\n', fileTime)).toMatchObject({ ok: false });
    expect(rowsOfFile('a.csv', 'article;price\nTS-1;3\n', fileTime)).toEqual({
      ok: false,
      error: 'Unknown columns: price.',
    });
    expect(rowsOfFile('a.csv', '', fileTime)).toEqual({ ok: false, error: 'The file is empty.' });
  });
});
