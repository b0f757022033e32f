import { apiId, type BlogPostWrite } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { replaceBlogCategory, replaceBlogPost } from './blog.service.ts';

let shop: TestShop;
const language = (locale: string) => shop.languageIds[locale]!;

/** The blog listing's id is free: the shop has one blog. */
const listingId = '0190e7c2b9a57c5f8c1e4b2a9d3f6e01';

const list = (body?: object, locale = 'nl-NL') =>
  shop.request({
    method: 'POST',
    url: `/store-api/h1webblog-listing/${listingId}`,
    body,
    headers: { 'sw-language-id': language(locale) },
  });
const detail = (id: string, locale = 'nl-NL') =>
  shop.request({ url: `/store-api/dexis/blog/${id}`, headers: { 'sw-language-id': language(locale) } });
const resolvePath = (path: string, locale = 'nl-NL') =>
  shop.request({
    url: `/store-api/dexis/blog/path?${new URLSearchParams({ path })}`,
    headers: { 'sw-language-id': language(locale) },
  });
const titles = (response: Awaited<ReturnType<typeof list>>) =>
  response.json().elements.map((post: { title: string }) => post.title);
const firstError = (response: Awaited<ReturnType<typeof list>>) => [
  response.status,
  response.json().errors[0].code,
];

/**
 * Writes a post and lets the app see the change at once (as its notification would): its id as the
 * Store API writes it.
 */
async function write(post: BlogPostWrite) {
  const written = await replaceBlogPost(shop.database.db, post);
  await shop.app.catalogCache.refresh();
  return apiId(written.id);
}

const text = (markdown: string) => [{ type: 'text' as const, markdown }];
const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9)).toISOString();

/** Post n: Dutch, the first five also French; even ones on safety, every third one on tools. */
function testPost(n: number, overrides: Partial<BlogPostWrite> = {}): BlogPostWrite {
  return {
    key: `test-post-${n}`,
    publishedAt: day(n),
    author: 'An Claes',
    categoryKeys: [...(n % 2 === 0 ? ['test-safety'] : []), ...(n % 3 === 0 ? ['test-tools'] : [])],
    translations: [
      {
        languageId: language('nl-NL'),
        slug: `bericht-${n}`,
        title: `Bericht ${n}`,
        teaser: `Samenvatting ${n}`,
        blocks: text(`Tekst van bericht ${n}`),
      },
      ...(n <= 5
        ? [
            {
              languageId: language('fr-FR'),
              slug: `article-${n}`,
              title: `Article ${n}`,
              blocks: text(`Texte de l’article ${n}`),
            },
          ]
        : []),
    ],
    ...overrides,
  };
}

const ids = new Map<number, string>();
let safety: string;
let tools: string;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('the blog routes', () => {
  it('are documented in the Store API’s OpenAPI document', async () => {
    const document = (await shop.app.inject({ url: '/store-api/_docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/store-api/h1webblog-listing/{id}',
        '/store-api/dexis/blog/{id}',
        '/store-api/dexis/blog/path',
      ]),
    );
  });
});

describe('the demo blog', () => {
  it('holds 14 posts in Dutch, French and English in four categories', async () => {
    for (const locale of ['nl-NL', 'fr-FR', 'en-GB']) {
      const answer = (await list({ limit: 100 }, locale)).json();
      expect(answer.total).toBe(14);
      expect(answer.tagCounts).toHaveLength(4);
      for (const post of answer.elements) {
        expect(post.seoPath).toMatch(/^blog\/[a-z0-9-]+$/);
        expect(post.cover.url).toMatch(/^\/media\/catalog\/.+\.webp$/);
      }
    }
  });

  it('has one renamed post whose former path leads to the new one', async () => {
    const { data } = (await resolvePath('blog/gehoorbescherming-kiezen')).json();
    expect(data.canonicalPath).toBe('blog/oordoppen-of-oorkappen');
  });
});

describe('the blog list and posts', () => {
  beforeAll(async () => {
    // The demo posts give way to posts whose order and categories the tests know.
    await shop.database.db.execute(sql`delete from content_path where kind = 'blog'`);
    await shop.database.db.execute(sql`delete from blog_post`);
    await shop.database.db.execute(sql`delete from blog_category`);
    // Category ids as the Store API writes them.
    safety = apiId(
      (
        await replaceBlogCategory(shop.database.db, {
          key: 'test-safety',
          position: 1,
          names: [
            { languageId: language('nl-NL'), name: 'Veiligheid' },
            { languageId: language('fr-FR'), name: 'Sécurité' },
          ],
        })
      ).id,
    );
    tools = apiId(
      (
        await replaceBlogCategory(shop.database.db, {
          key: 'test-tools',
          position: 2,
          names: [{ languageId: language('nl-NL'), name: 'Gereedschap' }],
        })
      ).id,
    );
    for (let n = 1; n <= 14; n++) ids.set(n, await write(testPost(n)));
    // Newer than every other, but not shown: inactive.
    ids.set(15, await write(testPost(15, { active: false })));
    ids.set(
      16,
      await write(
        testPost(16, {
          translations: [
            {
              languageId: language('en-GB'),
              slug: 'english-only',
              title: 'English only',
              blocks: text('Hi'),
            },
          ],
        }),
      ),
    );
  });

  it('pages through the posts of the language, newest first, 12 to a page unless asked otherwise', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, limit: 12, total: 14 });
    expect(titles(first)[0]).toBe('Bericht 14');
    expect(titles(first)).toHaveLength(12);

    const second = await list({ p: 3, limit: 5 });
    expect(second.json()).toMatchObject({ page: 3, limit: 5, total: 14 });
    expect(titles(second)).toEqual(['Bericht 4', 'Bericht 3', 'Bericht 2', 'Bericht 1']);
    // `page` is Shopware's name and wins over the storefront's `p`.
    expect(titles(await list({ page: 2, p: 3, limit: 5 }))).toEqual([
      'Bericht 9',
      'Bericht 8',
      'Bericht 7',
      'Bericht 6',
      'Bericht 5',
    ]);
    expect((await list({ p: 9 })).json()).toMatchObject({ elements: [], total: 14 });
  });

  it('lists each post with its teaser, author, date, categories and path', async () => {
    const post = (await list({ limit: 1 })).json().elements[0];
    expect(post).toEqual({
      id: ids.get(14),
      title: 'Bericht 14',
      teaser: 'Samenvatting 14',
      publishedAt: day(14),
      author: 'An Claes',
      cover: null,
      categories: [{ id: safety, name: 'Veiligheid' }],
      seoPath: 'blog/bericht-14',
    });
  });

  it('filters on tags given as a list or joined with |, and counts the posts of every tag', async () => {
    const onSafety = await list({ filter: [{ type: 'equalsAny', field: 'tagIds', value: [safety] }] });
    expect(titles(onSafety)).toEqual([14, 12, 10, 8, 6, 4, 2].map((n) => `Bericht ${n}`));
    expect(onSafety.json().total).toBe(7);

    const either = await list({
      limit: 100,
      filter: [{ type: 'equalsAny', field: 'tagIds', value: `${safety}|${tools}` }],
    });
    expect(titles(either)).toEqual([14, 12, 10, 9, 8, 6, 4, 3, 2].map((n) => `Bericht ${n}`));

    // Several filters must all pass.
    const both = await list({
      filter: [
        { type: 'equalsAny', field: 'tagIds', value: [safety] },
        { type: 'equalsAny', field: 'tagIds', value: tools },
      ],
    });
    expect(titles(both)).toEqual(['Bericht 12', 'Bericht 6']);

    expect(either.json().tagCounts).toEqual([
      { id: safety, name: 'Veiligheid', postCount: 7 },
      { id: tools, name: 'Gereedschap', postCount: 4 },
    ]);
  });

  it('answers in the request’s language: its posts, titles and category names only', async () => {
    const french = (await list({}, 'fr-FR')).json();
    expect(french.total).toBe(5);
    expect(french.elements.map((post: { title: string }) => post.title)).toEqual([
      'Article 5',
      'Article 4',
      'Article 3',
      'Article 2',
      'Article 1',
    ]);
    expect(french.elements[1].categories).toEqual([{ id: safety, name: 'Sécurité' }]);
    expect(french.elements[1].seoPath).toBe('blog/article-4');
    // The tools category has no French name: it is no French tag, and French posts show it not.
    expect(french.tagCounts).toEqual([{ id: safety, name: 'Sécurité', postCount: 2 }]);
    expect(french.elements[2].categories).toEqual([]);

    expect(titles(await list({}, 'en-GB'))).toEqual(['English only']);
  });

  it('shows a post with its blocks, paths per language and up to 3 related posts sharing a category', async () => {
    const response = await detail(ids.get(6)!);
    expect(response.status).toBe(200);
    const { blog } = response.json();
    expect(blog.cmsPage.blocks).toEqual(text('Tekst van bericht 6'));
    expect(blog.blog).toMatchObject({
      id: ids.get(6),
      title: 'Bericht 6',
      metaTitle: null,
      categories: [
        { id: safety, name: 'Veiligheid' },
        { id: tools, name: 'Gereedschap' },
      ],
      seoPath: 'blog/bericht-6',
      seoPaths: { [language('nl-NL')]: 'blog/bericht-6' },
    });
    // Sharing safety or tools, newest first, the inactive post 15 left out.
    expect(blog.related.map((post: { title: string }) => post.title)).toEqual([
      'Bericht 14',
      'Bericht 12',
      'Bericht 10',
    ]);

    const bilingual = (await detail(ids.get(4)!, 'fr-FR')).json().blog.blog;
    expect(bilingual.seoPaths).toEqual({
      [language('nl-NL')]: 'blog/bericht-4',
      [language('fr-FR')]: 'blog/article-4',
    });
    expect(bilingual.title).toBe('Article 4');
  });

  it('answers 404 for an unknown or inactive post and one not written in the language, 400 for no id', async () => {
    expect(firstError(await detail(crypto.randomUUID()))).toEqual([404, errorCodes.pageNotFound]);
    expect(firstError(await detail(ids.get(15)!))).toEqual([404, errorCodes.pageNotFound]);
    expect(firstError(await detail(ids.get(9)!, 'fr-FR'))).toEqual([404, errorCodes.pageNotFound]);
    expect(firstError(await detail('not-an-id'))).toEqual([400, errorCodes.invalidRequest]);
  });

  it('refuses a bad list request with violations, never a 500', async () => {
    const cases: [object, string][] = [
      [{ limit: 0 }, 'body/limit'],
      [{ limit: 101 }, 'body/limit'],
      [{ p: 'two' }, 'body/p'],
      [{ filter: [{ type: 'equals', field: 'tagIds', value: [safety] }] }, 'body/filter/0/type'],
      [{ filter: [{ type: 'equalsAny', field: 'categoryIds', value: [safety] }] }, 'body/filter/0/field'],
      [{ filter: [{ type: 'equalsAny', field: 'tagIds', value: 'safety|tools' }] }, 'body/filter/0/value/0'],
      [{ filter: [{ type: 'equalsAny', field: 'tagIds', value: [] }] }, 'body/filter/0/value'],
    ];
    for (const [body, propertyPath] of cases) {
      const response = await list(body);
      expect(firstError(response), JSON.stringify(body)).toEqual([400, errorCodes.invalidRequest]);
      expect(
        response.json().errors[0].violations.map((v: { propertyPath: string }) => v.propertyPath),
      ).toContain(propertyPath);
    }
  });

  it('keeps a changed slug’s former path, which resolves to the post and its new canonical path', async () => {
    expect((await resolvePath('/blog/bericht-3/')).json()).toEqual({
      data: { id: ids.get(3), canonicalPath: 'blog/bericht-3' },
    });
    const renamed = testPost(3);
    renamed.translations[0]!.slug = 'bericht-drie';
    renamed.translations[0]!.title = 'Bericht drie';
    await write(renamed);

    expect((await resolvePath('blog/bericht-3')).json()).toEqual({
      data: { id: ids.get(3), canonicalPath: 'blog/bericht-drie' },
    });
    expect((await resolvePath('blog/bericht-drie')).json().data.canonicalPath).toBe('blog/bericht-drie');
    // The French path did not change.
    expect((await resolvePath('blog/article-3', 'fr-FR')).json().data.canonicalPath).toBe('blog/article-3');
    // The list and the post show the new path and title at once.
    const post = (await detail(ids.get(3)!)).json().blog.blog;
    expect(post).toMatchObject({ title: 'Bericht drie', seoPath: 'blog/bericht-drie' });
    expect(firstError(await resolvePath('blog/bestaat-niet'))).toEqual([404, errorCodes.pageNotFound]);
    // A path in another language names nothing here.
    expect(firstError(await resolvePath('blog/article-3'))).toEqual([404, errorCodes.pageNotFound]);
  });

  it('shows the cover picture with its alternative text, or the title without one', async () => {
    const [described] = await queryRows<{ id: string; path: string; alt: string }>(
      shop.database.db,
      sql`select m.id, m.path, t.alt from media m join media_translation t on t.media_id = m.id
          where t.language_id = ${language('nl-NL')} and t.alt <> '' limit 1`,
    );
    await write(testPost(5, { mediaId: described!.id }));
    const cover = (await detail(ids.get(5)!)).json().blog.blog.cover;
    expect(cover).toMatchObject({ url: `/media/${described!.path}`, alt: described!.alt });
    const undescribed = crypto.randomUUID();
    await shop.database.db.execute(sql`insert into media (id, path, mime_type, file_extension, width, height)
      values (${undescribed}, 'blog/warehouse.jpg', 'image/jpeg', 'jpg', 1600, 900)`);
    await write(testPost(5, { mediaId: undescribed }));
    expect((await detail(ids.get(5)!, 'fr-FR')).json().blog.blog.cover).toEqual({
      url: '/media/blog/warehouse.jpg',
      alt: 'Article 5',
      width: 1600,
      height: 900,
    });
  });

  it('refuses to write a post whose slug another post holds, an unknown category or a bad slug', async () => {
    const refusal = async (post: BlogPostWrite) => {
      try {
        await replaceBlogPost(shop.database.db, post);
      } catch (error) {
        return (error as { violations: { propertyPath: string }[] }).violations.map((v) => v.propertyPath);
      }
      throw new Error('The post was written');
    };
    const taken = testPost(20);
    taken.translations[0]!.slug = 'bericht-7';
    expect(await refusal(taken)).toEqual(['blogPost/translations/0/slug']);
    expect(await refusal(testPost(20, { categoryKeys: ['no-such-topic'] }))).toEqual([
      'blogPost/categoryKeys/0',
    ]);
    const badSlug = testPost(20);
    badSlug.translations[0]!.slug = 'Bericht 20!';
    expect(await refusal(badSlug)).toEqual(['blogPost/translations/0/slug']);
    // The path a post left behind may be taken by another one.
    const heir = testPost(21);
    heir.translations[0]!.slug = 'bericht-3';
    const heirId = await write(heir);
    expect((await resolvePath('blog/bericht-3')).json().data).toEqual({
      id: heirId,
      canonicalPath: 'blog/bericht-3',
    });
  });
});
