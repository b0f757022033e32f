import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let file: { id: string; key: string; kind: string; title: string; path: string };

beforeAll(async () => {
  shop = await startTestShop();
  [file] = (await queryRows<typeof file>(
    shop.database.db,
    sql`select f.id, f.key, f.kind, f.title, m.path from catalog_file f join media m on m.id = f.media_id
        join language l on l.id = f.language_id where l.locale_code = 'nl-NL' order by f.key limit 1`,
  )) as [typeof file];
});
afterAll(() => shop?.close());

describe('the files catalogue in the back-office', () => {
  it("keeps the editor's title and description when the ERP sends the file again", async () => {
    const changed = await shop.staffCall('staff.editor', 'PATCH', `/admin-api/catalog-file/${file.id}`, {
      title: 'Veiligheidsfiche herschreven',
      description: 'Door de redactie.',
    });
    expect(changed.status).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Veiligheidsfiche herschreven', textsByStaff: true });
    const bearer = await shop.integrationToken('Files');
    const erp = await shop.app.inject({
      method: 'PUT',
      url: '/integration-api/catalog-files',
      headers: { authorization: `Bearer ${bearer}` },
      payload: {
        rows: [
          {
            key: file.key,
            kind: file.kind,
            language: 'nl',
            title: 'Titel van de ERP',
            media: file.path,
            changedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(erp.statusCode).toBe(200);
    const after = await shop.staffCall('staff.editor', 'GET', `/admin-api/catalog-file/${file.id}`);
    expect(after.json().data).toMatchObject({
      title: 'Veiligheidsfiche herschreven',
      description: 'Door de redactie.',
    });
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=catalog-file&objectId=${file.id}`,
    );
    expect(history.json().data[0].changes.title).toEqual([file.title, 'Veiligheidsfiche herschreven']);
    const list = await shop.staffCall('staff.editor', 'GET', '/admin-api/catalog-file?term=herschreven');
    expect(list.json()).toMatchObject({ total: 1, data: [{ key: file.key }] });
  });

  it('refuses an empty title and customer service, changing nothing', async () => {
    const empty = await shop.staffCall('staff.editor', 'PATCH', `/admin-api/catalog-file/${file.id}`, {
      title: ' ',
      description: '',
    });
    expect(empty.status).toBe(400);
    const service = await shop.staffCall('staff.service', 'PATCH', `/admin-api/catalog-file/${file.id}`, {
      title: 'Anders',
      description: '',
    });
    expect(service.status).toBe(403);
    const after = await shop.staffCall('staff.editor', 'GET', `/admin-api/catalog-file/${file.id}`);
    expect(after.json().data.title).toBe('Veiligheidsfiche herschreven');
  });
});
