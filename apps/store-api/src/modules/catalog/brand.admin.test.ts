import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let brand: { id: string; erp_key: string; slug: string };

/** The brand as the brands page finds it by slug in a language, or undefined. */
async function brandPageOf(slug: string, locale: 'nl-NL' | 'fr-FR') {
  const response = await shop.request({
    method: 'POST',
    url: '/store-api/product-manufacturer',
    body: { filter: [{ type: 'equals', field: 'slug', value: slug }] },
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
  return response.json().elements[0] as
    | {
        id: string;
        slug: string;
        slugs: Record<string, string>;
        name: string;
        metaTitle: string | null;
        canonical: string | null;
      }
    | undefined;
}

const formerSlug = (slug: string, locale: 'nl-NL' | 'fr-FR') =>
  shop.request({
    url: `/store-api/dexis/brand/former-slug?slug=${slug}`,
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });

/** The form as the editor saves it: the brand's texts now, with `changes` per language. */
async function saved(changes: Record<string, object> = {}, logoMediaId: string | null = null) {
  const { translations } = (
    await shop.staffCall('staff.editor', 'GET', `/admin-api/brand/${brand.id}`)
  ).json().data;
  return {
    translations: Object.fromEntries(
      Object.entries(translations as Record<string, Record<string, unknown>>).map(([language, texts]) => [
        language,
        {
          name: texts.name,
          description: texts.description,
          slug: texts.slug,
          metaTitle: texts.metaTitle,
          metaDescription: texts.metaDescription,
          canonical: texts.canonical,
          ...changes[language],
        },
      ]),
    ),
    logoMediaId,
  };
}

const patch = async (body: unknown, username = 'staff.editor') =>
  shop.staffCall(username, 'PATCH', `/admin-api/brand/${brand.id}`, body);

const stored = async () =>
  queryRows<{ language_id: string; name: string; slug: string | null }>(
    shop.database.db,
    sql`select language_id, name, slug from manufacturer_translation where manufacturer_id = ${brand.id} order by language_id`,
  );

beforeAll(async () => {
  shop = await startTestShop();
  [brand] = (await queryRows<{ id: string; erp_key: string; slug: string }>(
    shop.database.db,
    sql`select m.id, m.erp_key, m.slug from manufacturer m
        where exists (select 1 from product p where p.manufacturer_id = m.id and p.active) order by m.slug limit 1`,
  )) as [typeof brand];
});
afterAll(() => shop?.close());

describe('brands in the back-office', () => {
  it('gives the brand page a French slug of its own, and the former French address answers with it', async () => {
    const response = await patch(
      await saved({
        fr: { slug: 'marque-essai', metaTitle: 'Marque essai', metaDescription: 'Tout de la marque' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.json().data.translations).toMatchObject({
      fr: { slug: 'marque-essai', metaTitle: 'Marque essai' },
      nl: { slug: brand.slug },
    });
    expect(await brandPageOf('marque-essai', 'fr-FR')).toMatchObject({
      id: response.json().data.id,
      metaTitle: 'Marque essai',
      metaDescription: 'Tout de la marque',
    });
    expect(await brandPageOf(brand.slug, 'fr-FR')).toBeUndefined();
    expect((await brandPageOf(brand.slug, 'nl-NL'))?.slug).toBe(brand.slug);
    const moved = await formerSlug(brand.slug, 'fr-FR');
    expect([moved.status, moved.json().data]).toEqual([200, { slug: 'marque-essai' }]);
    expect((await formerSlug(brand.slug, 'nl-NL')).status).toBe(404);
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=brand&objectId=${brand.id}`,
    );
    expect(history.json().data[0].changes).toMatchObject({ 'fr.slug': [brand.slug, 'marque-essai'] });
  });

  it("keeps the editor's texts and logo when the ERP sends the brand again", async () => {
    const item = await shop.app.inject({
      method: 'POST',
      url: '/admin-api/media',
      headers: {
        authorization: `Bearer ${(await shop.app.inject({ method: 'POST', url: '/admin-api/oauth/token', payload: { grant_type: 'password', client_id: 'administration', username: 'staff.editor', password: 'demo1234' } })).json().access_token}`,
        'content-type': 'multipart/form-data; boundary=b',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="alt.nl"\r\n\r\nLogo\r\n--b\r\nContent-Disposition: form-data; name="alt.fr"\r\n\r\nLogo\r\n--b\r\nContent-Disposition: form-data; name="alt.en"\r\n\r\nLogo\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
          .png()
          .toBuffer(),
        Buffer.from('\r\n--b--\r\n'),
      ]),
    });
    const logo = item.json().data;
    const written = await patch(
      await saved(
        {
          nl: {
            name: 'Merk Van De Redactie',
            description: 'Door ons geschreven.',
            canonical: 'https://www.example.com/merk',
          },
        },
        logo.id,
      ),
    );
    expect(written.json().data).toMatchObject({ logo: { id: logo.id }, logoByStaff: true });
    const bearer = await shop.integrationToken('ERP again');
    const erp = await shop.app.inject({
      method: 'PUT',
      url: '/integration-api/brands',
      headers: { authorization: `Bearer ${bearer}` },
      payload: {
        rows: [
          {
            key: brand.erp_key,
            name: 'ERP Naam',
            descriptions: { nl: 'Van de ERP' },
            changedAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(erp.statusCode).toBe(200);
    const after = (await shop.staffCall('staff.editor', 'GET', `/admin-api/brand/${brand.id}`)).json().data;
    expect(after.translations.nl).toMatchObject({
      name: 'Merk Van De Redactie',
      description: 'Door ons geschreven.',
      textsByStaff: true,
    });
    expect(after.translations.nl.canonical).toBe('https://www.example.com/merk');
    expect(after.translations.en).toMatchObject({ name: 'ERP Naam', textsByStaff: false });
    expect(after.logo?.id).toBe(logo.id);
  });

  it('keeps a canonical address per language and answers the page’s slug in every language', async () => {
    const response = await patch(
      await saved({ fr: { canonical: '/fr/brands/marque-essai-2' }, en: { canonical: '' } }),
    );
    expect(response.status).toBe(200);
    expect(response.json().data.translations).toMatchObject({
      fr: { canonical: '/fr/brands/marque-essai-2' },
      en: { canonical: null },
    });
    const shown = await brandPageOf('marque-essai', 'fr-FR');
    expect(shown?.canonical).toBe('/fr/brands/marque-essai-2');
    expect(shown?.slugs).toMatchObject({
      [shop.languageIds['nl-NL']!.replaceAll('-', '')]: brand.slug,
      [shop.languageIds['fr-FR']!.replaceAll('-', '')]: 'marque-essai',
    });
  });

  it('refuses a canonical address that is neither an https address nor a path of the shop, naming its language', async () => {
    const refused = await patch(await saved({ fr: { canonical: 'http://www.example.com/marque' } }));
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0].violations).toEqual([
      expect.objectContaining({ propertyPath: 'body/translations/fr/canonical' }),
    ]);
    expect((await brandPageOf('marque-essai', 'fr-FR'))?.canonical).toBe('/fr/brands/marque-essai-2');
  });

  it('refuses a slug another brand has, a slug of the wrong shape and a logo without alternative texts, changing nothing', async () => {
    const before = await stored();
    const [other] = await queryRows<{ slug: string }>(
      shop.database.db,
      sql`select slug from manufacturer where id <> ${brand.id} and slug is not null order by slug limit 1`,
    );
    const taken = await patch(await saved({ nl: { slug: other!.slug, name: 'Iets anders' } }));
    expect(taken.status).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({
      code: errorCodes.adminSlugTaken,
      violations: [{ propertyPath: 'body/translations/nl/slug' }],
    });
    for (const slug of ['Met Spaties', 'a--b', '']) {
      const bad = await patch(await saved({ en: { slug } }));
      expect(bad.status, slug).toBe(400);
    }
    const noName = await patch(await saved({ fr: { name: '  ' } }));
    expect(noName.status).toBe(400);
    const [erpPicture] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from media where uploaded_at is null limit 1`,
    );
    const notUsable = await patch(await saved({}, erpPicture!.id));
    expect([notUsable.status, notUsable.json().errors[0].code]).toEqual([
      422,
      errorCodes.adminMediaNotUsable,
    ]);
    expect(await stored()).toEqual(before);
  });

  it('is closed to customer service', async () => {
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/brand')).status).toBe(403);
    expect((await patch(await saved(), 'staff.service')).status).toBe(403);
  });

  it('lists the brands found by name', async () => {
    const list = await shop.staffCall('staff.editor', 'GET', '/admin-api/brand?term=redactie');
    expect(list.json()).toMatchObject({
      total: 1,
      data: [{ id: expect.any(String), name: 'Merk Van De Redactie' }],
    });
  });
});
