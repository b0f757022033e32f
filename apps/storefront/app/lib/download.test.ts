import { describe, expect, it } from 'vitest';
import { csvDownload, jsonDownload } from './download.server';

describe('downloads', () => {
  it('answers a JSON document as a file to save, readable, that no cache keeps', async () => {
    const answer = jsonDownload({ account: { firstName: 'Jan' }, orders: [] }, 'mijn-gegevens.json');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="mijn-gegevens.json"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toBe('{\n  "account": {\n    "firstName": "Jan"\n  },\n  "orders": []\n}');
  });

  it('answers a CSV file the same way', async () => {
    const answer = csvDownload('a;b\n1;2\n', 'links.csv');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="links.csv"');
    expect(await answer.text()).toBe('a;b\n1;2\n');
  });
});
