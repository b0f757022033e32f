import { apiId } from '@tradeshop/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop, testSigningKey } from '../../test/test-app.ts';
import { contentPageEditing, issuePreviewToken, publishDueDrafts } from '../cms/index.ts';
import { replaceBlogCategory } from './blog.service.ts';
import { blogPostEditing } from './blog-post-editing.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  await replaceBlogCategory(shop.database.db, {
    key: 'editor-safety',
    names: [
      { languageId: shop.languageIds['nl-NL']!, name: 'Veiligheid' },
      { languageId: shop.languageIds['fr-FR']!, name: 'Sécurité' },
    ],
  });
});
afterAll(() => shop?.close());

const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  shop.staffCall('staff.editor', method, `/admin-api${url}`, body);

const inLanguage = (locale: string) => ({ 'sw-language-id': shop.languageIds[locale]! });

/** The post the shop shows at a path in a language, or the status it answers instead. */
async function servedPost(path: string, locale = 'nl-NL') {
  const found = await shop.request({
    method: 'GET',
    url: `/store-api/dexis/blog/path?path=${encodeURIComponent(path)}`,
    headers: inLanguage(locale),
  });
  if (found.status !== 200) return { status: found.status };
  const { id, canonicalPath } = found.json().data;
  const post = await shop.request({
    method: 'GET',
    url: `/store-api/dexis/blog/${id}`,
    headers: inLanguage(locale),
  });
  return { status: post.status, canonicalPath, blog: post.json().blog };
}

const language = (title: string, slug: string) => ({
  title,
  path: slug,
  metaTitle: title,
  metaDescription: '',
  teaser: `${title}, kort`,
});

/** A post in Dutch and French with a text block, its author, topic and date. */
const twoLanguages = (suffix: string) => ({
  languages: {
    'nl-NL': language(`Veilig werken ${suffix}`, `veilig-werken-${suffix}`),
    'fr-FR': language(`Travailler en sécurité ${suffix}`, `travailler-securite-${suffix}`),
    'en-GB': { title: '', path: '', metaTitle: '', metaDescription: '', teaser: '' },
  },
  blocks: [
    {
      type: 'text',
      values: { 'nl-NL': { markdown: 'Draag handschoenen.' }, 'fr-FR': { markdown: 'Portez des gants.' } },
    },
  ],
  post: {
    author: 'Eva Editor',
    coverMediaId: '',
    topics: ['editor-safety'],
    publishedAt: '2026-11-02T09:00:00.000Z',
  },
});

/** A new post with a saved draft; its id. */
async function draftedPost(key: string, draft: unknown = twoLanguages(key)) {
  const created = await editor('POST', '/content/blog', { key });
  expect(created.status).toBe(200);
  const id = created.json().data.id as string;
  expect((await editor('PUT', `/content/blog/${id}/draft`, { draft })).status).toBe(200);
  return id;
}

describe('a blog post’s draft', () => {
  it('is not served by the shop, and is once it is published now, with its own fields', async () => {
    const id = await draftedPost('gloves');
    expect((await servedPost('blog/veilig-werken-gloves')).status).toBe(404);
    const listed = (await editor('GET', '/content/blog')).json().data;
    expect(listed.find((entry: { key: string }) => entry.key === 'gloves')).toMatchObject({
      state: 'draft',
      missingLanguages: ['en-GB'],
    });

    const published = await editor('POST', `/content/blog/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json().data).toMatchObject({
      state: 'published',
      publishedPaths: { 'fr-FR': 'travailler-securite-gloves' },
    });
    const served = await servedPost('blog/travailler-securite-gloves', 'fr-FR');
    expect(served.blog).toMatchObject({
      cmsPage: { blocks: [{ type: 'text', markdown: 'Portez des gants.' }] },
      blog: {
        title: 'Travailler en sécurité gloves',
        teaser: 'Travailler en sécurité gloves, kort',
        author: 'Eva Editor',
        publishedAt: '2026-11-02T09:00:00.000Z',
        categories: [{ name: 'Sécurité' }],
      },
    });
  });

  it('keeps a canonical address per language, serves it once published, and refuses one of another form', async () => {
    const draft = twoLanguages('canonical');
    Object.assign(draft.languages['fr-FR'], { canonical: '/fr/blog/gants' });
    const id = await draftedPost('canonical', draft);
    await editor('POST', `/content/blog/${id}/publish`);
    expect((await servedPost('blog/travailler-securite-canonical', 'fr-FR')).blog.blog.canonical).toBe(
      '/fr/blog/gants',
    );
    expect((await servedPost('blog/veilig-werken-canonical')).blog.blog.canonical).toBeNull();
    Object.assign(draft.languages['nl-NL'], { canonical: 'ftp://example.com/handschoenen' });
    const refused = await editor('PUT', `/content/blog/${id}/draft`, { draft });
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0].violations).toEqual([
      expect.objectContaining({ propertyPath: 'body/draft/languages/nl-NL/canonical' }),
    ]);
  });

  it('with a changed slug leads the old address to the new one', async () => {
    const id = await draftedPost('ladders');
    await editor('POST', `/content/blog/${id}/publish`);
    const draft = twoLanguages('ladders');
    draft.languages['nl-NL'].path = 'ladders-veilig';
    await editor('PUT', `/content/blog/${id}/draft`, { draft });
    expect((await servedPost('blog/veilig-werken-ladders')).canonicalPath).toBe('blog/veilig-werken-ladders');
    await editor('POST', `/content/blog/${id}/publish`);
    expect((await servedPost('blog/veilig-werken-ladders')).canonicalPath).toBe('blog/ladders-veilig');
  });

  it('scheduled is published by the same tick as the pages, once its time has come', async () => {
    const id = await draftedPost('helmets');
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const scheduled = await editor('PUT', `/content/blog/${id}/schedule`, { publishAt: at.toISOString() });
    expect(scheduled.json().data).toMatchObject({ state: 'scheduled', publishAt: at.toISOString() });
    const kinds = [contentPageEditing, blogPostEditing];

    await publishDueDrafts(shop.database.db, kinds, new Date(at.getTime() - 1000));
    await shop.app.catalogCache.refresh();
    expect((await servedPost('blog/veilig-werken-helmets')).status).toBe(404);

    expect(await publishDueDrafts(shop.database.db, kinds, new Date(at.getTime() + 1000))).toBe(1);
    await shop.app.catalogCache.refresh();
    expect((await servedPost('blog/veilig-werken-helmets')).blog.blog.title).toBe('Veilig werken helmets');
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=blog-post&objectId=${apiId(id)}`,
    );
    expect(history.json().data[0]).toMatchObject({ action: 'published' });
  });
});

describe('bad input to the blog post editor', () => {
  it('is refused with its violations, and nothing changes', async () => {
    const id = await draftedPost('boots');
    const before = (await editor('GET', `/content/blog/${id}`)).json().data.draft;
    for (const draft of [
      { ...twoLanguages('boots'), post: { ...twoLanguages('boots').post, publishedAt: 'yesterday' } },
      { ...twoLanguages('boots'), post: { ...twoLanguages('boots').post, coverMediaId: 'not-an-id' } },
    ]) {
      const refused = await editor('PUT', `/content/blog/${id}/draft`, { draft });
      expect(refused.status).toBe(400);
      expect(refused.json().errors[0].violations.length).toBeGreaterThan(0);
    }
    expect((await editor('GET', `/content/blog/${id}`)).json().data.draft).toEqual(before);
  });

  it('refuses to publish a slug the blog does not take or an unknown topic, and the shop shows nothing', async () => {
    const draft = twoLanguages('masks');
    draft.languages['fr-FR'].path = 'Masques_FFP2';
    draft.post.topics = ['no-such-topic'];
    const id = await draftedPost('masks', draft);
    const refused = await editor('POST', `/content/blog/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(
      refused
        .json()
        .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath),
    ).toEqual(['/draft/languages/fr-FR/path', '/draft/post/topics/0']);
    expect((await servedPost('blog/veilig-werken-masks')).status).toBe(404);
  });
});

describe('a blog post’s preview link', () => {
  const preview = (token: string) =>
    shop.request({
      method: 'POST',
      url: '/store-api/pwa/blog/preview',
      body: { token },
      headers: inLanguage('fr-FR'),
    });

  it('opens the draft in its language, and no page’s link or forged one does', async () => {
    const id = await draftedPost('goggles');
    const issued = await editor('POST', `/content/blog/${id}/preview`, { locale: 'fr-FR' });
    expect(issued.json().data.path).toBe('blog/travailler-securite-goggles');
    const shown = await preview(issued.json().data.token);
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().blog.blog).toMatchObject({
      title: 'Travailler en sécurité goggles',
      seoPath: 'blog/travailler-securite-goggles',
    });

    const ofAPage = issuePreviewToken(testSigningKey, { kind: 'page', id, locale: 'fr-FR', staffId: 'x' });
    const forged = issuePreviewToken('another-key', { kind: 'blog', id, locale: 'fr-FR', staffId: 'x' });
    for (const token of [ofAPage.token, forged.token])
      expect((await preview(token)).json().errors[0].code).toBe('CONTENT__PREVIEW_INVALID');
    const unwritten = issuePreviewToken(testSigningKey, { kind: 'blog', id, locale: 'en-GB', staffId: 'x' });
    expect((await preview(unwritten.token)).status).toBe(403);
  });
});

describe('the blog post editor routes', () => {
  it('are closed to customer service', async () => {
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/content/blog')).status).toBe(403);
    expect(
      (await shop.staffCall('staff.service', 'POST', '/admin-api/content/blog', { key: 'sneaky' })).status,
    ).toBe(403);
  });
});
