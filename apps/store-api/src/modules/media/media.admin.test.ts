import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes, imageWidths, mediaUpload, pictureViolationTypes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { variantPathOf } from './media.routes.ts';

let shop: TestShop;
const tokens = new Map<string, string>();

async function tokenOf(username: string) {
  if (!tokens.has(username)) {
    const issued = await shop.app.inject({
      method: 'POST',
      url: '/admin-api/oauth/token',
      payload: { grant_type: 'password', client_id: 'administration', username, password: 'demo1234' },
    });
    tokens.set(username, issued.json().access_token);
  }
  return tokens.get(username)!;
}

/** A multipart/form-data body as a browser sends it: the text fields, then the file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----tradeshop-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
  username = 'staff.editor',
) {
  const body = multipart(fields, file);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/admin-api/media',
    headers: { authorization: `Bearer ${await tokenOf(username)}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, json: () => response.json() };
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .toFormat(format)
    .toBuffer();

const alts = { 'alt.nl': 'Boormachine', 'alt.fr': 'Perceuse', 'alt.en': 'Drill' };

const libraryCount = async () =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from media where uploaded_at is not null`,
    )
  )[0]!.count;

const editor = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  shop.staffCall('staff.editor', method, `/admin-api${url}`, body);

/** What shows a picture, by kind and label, drafts marked. */
const usesOf = async (mediaId: string) =>
  (await editor('GET', `/media/${mediaId}`))
    .json()
    .data.uses.map(({ kind, label, draft }: { kind: string; label: string; draft: boolean }) => ({
      kind,
      label,
      draft,
    }));

/** An image block showing the same picture in every language. */
const imageBlock = (url: string) => ({
  type: 'image',
  values: Object.fromEntries(
    ['nl-NL', 'fr-FR', 'en-GB'].map((locale) => [locale, { imageUrl: url, imageAlt: '', caption: '' }]),
  ),
});

/** A content page's draft in three languages: a text block, then the blocks given. */
const pageDraft = (suffix: string, blocks: unknown[]) => ({
  languages: Object.fromEntries(
    ['nl-NL', 'fr-FR', 'en-GB'].map((locale) => [
      locale,
      {
        title: `Media ${suffix}`,
        path: `media-${suffix}-${locale.slice(0, 2)}`,
        metaTitle: '',
        metaDescription: '',
      },
    ]),
  ),
  blocks: [
    {
      type: 'text',
      values: Object.fromEntries(
        ['nl-NL', 'fr-FR', 'en-GB'].map((locale) => [locale, { markdown: 'Tekst.' }]),
      ),
    },
    ...blocks,
  ],
});

/** A blog post's draft in Dutch with a text block and the cover given ('' for none). */
const postDraft = (suffix: string, coverMediaId: string) => ({
  languages: {
    'nl-NL': {
      title: `Media ${suffix}`,
      path: `media-${suffix}`,
      metaTitle: '',
      metaDescription: '',
      teaser: 'Kort.',
    },
    'fr-FR': { title: '', path: '', metaTitle: '', metaDescription: '', teaser: '' },
    'en-GB': { title: '', path: '', metaTitle: '', metaDescription: '', teaser: '' },
  },
  blocks: [{ type: 'text', values: { 'nl-NL': { markdown: 'Tekst.' } } }],
  post: { author: '', coverMediaId, topics: [], publishedAt: '' },
});

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('the media library', () => {
  it('makes the breakpoint widths and a WebP copy of an uploaded photo at once', async () => {
    const created = await upload(
      { name: 'Boormachine.JPG', type: 'image/jpeg', bytes: await photo(1100, 800, 'jpeg') },
      alts,
    );
    expect(created.status).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      fileName: 'Boormachine.JPG',
      mimeType: 'image/jpeg',
      width: 1100,
      height: 800,
      usable: true,
      missingAlts: [],
      uploadedBy: { name: 'Eva Editor' },
      widths: [320, 640, 768, 1024],
      uses: [],
    });
    expect(item.url).toMatch(/^\/media\/library\/boormachine-[0-9a-f]{8}\.jpg$/);
    expect(item.webpUrl).toBe(`${item.url}.webp`);
    const path = item.url.replace('/media/', '');
    for (const width of item.widths) {
      expect(existsSync(variantPathOf(shop.mediaDir, width, path)), `${width}`).toBe(true);
      expect(existsSync(variantPathOf(shop.mediaDir, width, `${path}.webp`)), `${width} webp`).toBe(true);
    }
    expect(existsSync(variantPathOf(shop.mediaDir, 1280, path))).toBe(false);
    const webp = await shop.app.inject({ url: item.webpUrl });
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const scaled = await shop.app.inject({ url: `${item.url}?width=640` });
    expect((await sharp(scaled.rawPayload).metadata()).width).toBe(640);
  });

  it('tells the type from the content, refusing a text named .png and changing nothing', async () => {
    const before = await libraryCount();
    const refused = await upload({
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('not a picture at all'),
    });
    expect(refused.status).toBe(415);
    expect(refused.json().errors[0].code).toBe(errorCodes.adminMediaUnsupportedType);
    const renamed = await upload({
      name: 'photo.png',
      type: 'image/png',
      bytes: await photo(50, 50, 'webp'),
    });
    expect(renamed.json().data).toMatchObject({
      mimeType: 'image/webp',
      webpUrl: expect.stringMatching(/\.webp$/),
    });
    expect(renamed.json().data.url).toMatch(/\.webp$/);
    expect(await libraryCount()).toBe(before + 1);
  });

  it('refuses a file over the size limit and keeps nothing of it', async () => {
    const before = await libraryCount();
    const refused = await upload({
      name: 'huge.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([await photo(20, 20, 'jpeg'), Buffer.alloc(mediaUpload.maxBytes)]),
    });
    expect(refused.status).toBe(413);
    expect(refused.json().errors[0]).toMatchObject({
      code: errorCodes.adminMediaTooLarge,
      meta: { parameters: { maxBytes: mediaUpload.maxBytes } },
    });
    expect(await libraryCount()).toBe(before);
  });

  it('keeps an SVG drawing without its scripts, event handlers and outside references', async () => {
    const drawing = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" onload="alert(1)">
  <script>alert('x')</script>
  <style>@import url(https://tracker.example/a.css);</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect width="40" height="20" fill="url(#g)" onclick="steal()"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <a xlink:href="javascript:alert(2)"><circle r="4" fill="url(https://tracker.example/x)"/></a>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
</svg>`;
    const created = await upload(
      { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(drawing) },
      alts,
    );
    expect(created.status).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({
      mimeType: 'image/svg+xml',
      widths: [],
      webpUrl: null,
      width: 40,
      height: 20,
    });
    const served = (await shop.app.inject({ url: item.url })).body;
    expect(served).toContain('<rect');
    expect(served).toContain('fill="url(#g)"');
    for (const gone of [
      'script',
      'alert',
      'onload',
      'onclick',
      'tracker.example',
      'javascript:',
      'foreignObject',
      '<style',
    ])
      expect(served, gone).not.toContain(gone);
  });

  it('needs an alternative text in every language before a picture is usable', async () => {
    const created = await upload(
      { name: 'tang.png', type: 'image/png', bytes: await photo(30, 30, 'png') },
      {
        'alt.nl': 'Tang',
      },
    );
    const item = created.json().data;
    expect(item).toMatchObject({ usable: false, missingAlts: ['fr', 'en'] });
    const refused = await shop.staffCall('staff.editor', 'PATCH', `/admin-api/media/${item.id}`, {
      alts: { nl: 'Tang', fr: ' ', en: 'Pliers' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0].violations[0].propertyPath).toBe('body/alts/fr');
    const unchanged = await shop.staffCall('staff.editor', 'GET', `/admin-api/media/${item.id}`);
    expect(unchanged.json().data.alts).toEqual({ nl: 'Tang', fr: null, en: null });
    const saved = await shop.staffCall('staff.editor', 'PATCH', `/admin-api/media/${item.id}`, {
      alts: { nl: 'Tang', fr: 'Pince', en: 'Pliers' },
    });
    expect(saved.json().data).toMatchObject({
      usable: true,
      alts: { nl: 'Tang', fr: 'Pince', en: 'Pliers' },
    });
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=media&objectId=${item.id}`,
    );
    expect(history.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'changed',
      'created',
    ]);
    expect(history.json().data[0].changes).toEqual({ 'alt.fr': [null, 'Pince'], 'alt.en': [null, 'Pliers'] });
  });

  it('refuses to delete a picture a brand and a content page show, naming them, and deletes it once unused', async () => {
    const item = (
      await upload({ name: 'merk.png', type: 'image/png', bytes: await photo(400, 200, 'png') }, alts)
    ).json().data;
    const path = item.url.replace('/media/', '');
    const bearer = await shop.integrationToken('Media test');
    const brand = (logo: string | null) =>
      shop.app.inject({
        method: 'PUT',
        url: '/integration-api/brands',
        headers: { authorization: `Bearer ${bearer}` },
        payload: {
          rows: [{ key: 'media-test', name: 'Media Test', logo, changedAt: new Date().toISOString() }],
        },
      });
    expect((await brand(path)).statusCode).toBe(200);
    const [page] = await queryRows<{ key: string }>(
      shop.database.db,
      sql`update content_page_translation set blocks = blocks || ${JSON.stringify([{ type: 'image', image: { src: item.url, alt: 'x' } }])}::jsonb
          where content_page_id = (select id from content_page order by key limit 1)
          returning (select key from content_page where id = content_page_id) as key`,
    );
    const refused = await shop.staffCall('staff.editor', 'DELETE', `/admin-api/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json().errors[0].code).toBe(errorCodes.adminMediaInUse);
    expect(refused.json().errors[0].meta.parameters.uses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'brand', label: 'Media Test' }),
        expect.objectContaining({ kind: 'content-page', label: page!.key }),
      ]),
    );
    expect(existsSync(join(shop.mediaDir, path))).toBe(true);
    expect(
      (await shop.staffCall('staff.editor', 'GET', `/admin-api/media/${item.id}`)).json().data.uses,
    ).toHaveLength(2);

    expect((await brand(null)).statusCode).toBe(200);
    await queryRows(
      shop.database.db,
      sql`update content_page_translation set blocks = blocks - (jsonb_array_length(blocks) - 1)
          where strpos(blocks::text, ${item.url}) > 0 returning 1`,
    );
    const deleted = await shop.staffCall('staff.editor', 'DELETE', `/admin-api/media/${item.id}`);
    expect(deleted.status).toBe(200);
    expect(existsSync(join(shop.mediaDir, path))).toBe(false);
    expect(existsSync(join(shop.mediaDir, `${path}.webp`))).toBe(false);
    expect(imageWidths.some((width) => existsSync(variantPathOf(shop.mediaDir, width, path)))).toBe(false);
    expect((await shop.staffCall('staff.editor', 'GET', `/admin-api/media/${item.id}`)).status).toBe(404);
  });

  it('counts a picture only a content page’s draft shows as used, and lets it go once the draft is discarded', async () => {
    const item = (
      await upload({ name: 'hal.png', type: 'image/png', bytes: await photo(60, 40, 'png') }, alts)
    ).json().data;
    const created = await editor('POST', '/content/page', { key: 'media-draft-page' });
    const pageId = created.json().data.id as string;
    expect(
      (
        await editor('PUT', `/content/page/${pageId}/draft`, {
          draft: pageDraft('hal', [imageBlock(item.url)]),
        })
      ).status,
    ).toBe(200);

    expect(await usesOf(item.id)).toEqual([{ kind: 'content-page', label: 'media-draft-page', draft: true }]);
    const refused = await editor('DELETE', `/media/${item.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json().errors[0].code).toBe(errorCodes.adminMediaInUse);

    expect((await editor('DELETE', `/content/page/${pageId}/draft`)).status).toBe(200);
    expect((await editor('DELETE', `/media/${item.id}`)).status).toBe(200);
  });

  it('counts a scheduled page draft’s picture and a blog post draft’s cover as used until published without them', async () => {
    const item = (
      await upload({ name: 'dak.png', type: 'image/png', bytes: await photo(60, 40, 'png') }, alts)
    ).json().data;
    const pageId = (await editor('POST', '/content/page', { key: 'media-scheduled-page' })).json().data.id;
    await editor('PUT', `/content/page/${pageId}/draft`, { draft: pageDraft('dak', [imageBlock(item.url)]) });
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    expect((await editor('PUT', `/content/page/${pageId}/schedule`, { publishAt })).status).toBe(200);
    const postId = (await editor('POST', '/content/blog', { key: 'media-draft-post' })).json().data.id;
    expect(
      (await editor('PUT', `/content/blog/${postId}/draft`, { draft: postDraft('dak', item.id) })).status,
    ).toBe(200);

    expect(await usesOf(item.id)).toEqual([
      { kind: 'content-page', label: 'media-scheduled-page', draft: true },
      { kind: 'blog-post', label: 'media-draft-post', draft: true },
    ]);
    expect((await editor('DELETE', `/media/${item.id}`)).status).toBe(409);

    await editor('PUT', `/content/page/${pageId}/schedule`, { publishAt: null });
    await editor('PUT', `/content/page/${pageId}/draft`, { draft: pageDraft('dak', []) });
    expect((await editor('POST', `/content/page/${pageId}/publish`)).status).toBe(200);
    await editor('PUT', `/content/blog/${postId}/draft`, { draft: postDraft('dak', '') });
    expect((await editor('POST', `/content/blog/${postId}/publish`)).status).toBe(200);
    expect(await usesOf(item.id)).toEqual([]);
    expect((await editor('DELETE', `/media/${item.id}`)).status).toBe(200);
  });

  it('lists only the pictures with an alternative text in every language when asked for usable ones', async () => {
    const bare = (
      await upload(
        { name: 'kaal.png', type: 'image/png', bytes: await photo(20, 20, 'png') },
        { 'alt.nl': 'Kaal' },
      )
    ).json().data;
    const usable = (await editor('GET', '/media?usable=true&limit=200')).json().data;
    expect(usable.length).toBeGreaterThan(0);
    expect(usable.every((entry: { usable: boolean }) => entry.usable)).toBe(true);
    expect(usable.map((entry: { id: string }) => entry.id)).not.toContain(bare.id);
    expect(
      (await editor('GET', '/media?limit=200')).json().data.map((entry: { id: string }) => entry.id),
    ).toContain(bare.id);
  });

  it('refuses to publish a block picture or cover that is not a usable picture of the library, naming the block', async () => {
    const bare = (
      await upload(
        { name: 'schets.png', type: 'image/png', bytes: await photo(20, 20, 'png') },
        { 'alt.nl': 'Schets' },
      )
    ).json().data;
    const pageId = (await editor('POST', '/content/page', { key: 'media-refused-page' })).json().data.id;
    await editor('PUT', `/content/page/${pageId}/draft`, {
      draft: pageDraft('schets', [imageBlock('/media/content/elders.jpg'), imageBlock(bare.url)]),
    });
    const refused = await editor('POST', `/content/page/${pageId}/publish`);
    expect(refused.status).toBe(422);
    const violations = refused.json().errors[0].violations;
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          propertyPath: '/draft/blocks/1/values/nl-NL/imageUrl',
          type: pictureViolationTypes.notInLibrary,
          title: 'Block 2 (image) in nl-NL: the picture is not in the media library.',
        },
        {
          propertyPath: '/draft/blocks/2/values/fr-FR/imageUrl',
          type: pictureViolationTypes.notUsable,
          title:
            'Block 3 (image) in fr-FR: the picture has no alternative text in fr, en in the media library yet.',
        },
      ]),
    );
    expect(violations).toHaveLength(6);

    const postId = (await editor('POST', '/content/blog', { key: 'media-refused-post' })).json().data.id;
    await editor('PUT', `/content/blog/${postId}/draft`, { draft: postDraft('schets', bare.id) });
    const refusedPost = await editor('POST', `/content/blog/${postId}/publish`);
    expect(refusedPost.status).toBe(422);
    expect(refusedPost.json().errors[0].violations).toEqual([
      {
        propertyPath: '/draft/post/coverMediaId',
        type: pictureViolationTypes.notUsable,
        title: 'The cover: the picture has no alternative text in fr, en in the media library yet.',
      },
    ]);

    expect(
      (await editor('PATCH', `/media/${bare.id}`, { alts: { nl: 'Schets', fr: 'Croquis', en: 'Sketch' } }))
        .status,
    ).toBe(200);
    await editor('PUT', `/content/page/${pageId}/draft`, {
      draft: pageDraft('schets', [imageBlock(bare.url)]),
    });
    expect((await editor('POST', `/content/page/${pageId}/publish`)).status).toBe(200);
    expect((await editor('POST', `/content/blog/${postId}/publish`)).status).toBe(200);
  });

  it('names the media library, brand and navigation routes in the Admin API’s OpenAPI document', async () => {
    const document = (await shop.app.inject({ url: '/admin-api/_docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/admin-api/media',
        '/admin-api/media/{id}',
        '/admin-api/brand/{id}',
        '/admin-api/catalog-file/{id}',
        '/admin-api/navigation/{type}',
      ]),
    );
  });

  it('lists the uploads newest first and finds them by alternative text', async () => {
    const list = await shop.staffCall('staff.editor', 'GET', '/admin-api/media?term=pince');
    expect(list.json()).toMatchObject({ total: 1, data: [{ alts: { fr: 'Pince' } }] });
  });

  it('is closed to customer service, and refuses a form without a file, changing nothing', async () => {
    const before = await libraryCount();
    const service = await upload(
      { name: 'a.png', type: 'image/png', bytes: await photo(10, 10, 'png') },
      {},
      'staff.service',
    );
    expect(service.status).toBe(403);
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/media')).status).toBe(403);
    const body = multipart(alts);
    const empty = await shop.app.inject({
      method: 'POST',
      url: '/admin-api/media',
      headers: { authorization: `Bearer ${await tokenOf('staff.editor')}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(empty.statusCode).toBe(400);
    const tooLong = await upload(
      { name: 'a.png', type: 'image/png', bytes: await photo(10, 10, 'png') },
      {
        'alt.nl': 'x'.repeat(mediaUpload.altMaxLength + 1),
      },
    );
    expect(tooLong.status).toBe(400);
    expect(await libraryCount()).toBe(before);
  });
});
