import { type BlogDetailResponse, StoreApiError } from '@tradeshop/api-client';
import { storefrontLocales } from '@tradeshop/domain';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type StoreApiSession, storeApiContext } from '../../lib/store-api.server';
import { loader } from './blog-post';

const french = storefrontLocales.find((language) => language.code === 'fr-FR')!;
const languageIds = { 'nl-NL': 'a'.repeat(32), 'fr-FR': 'b'.repeat(32), 'en-GB': 'c'.repeat(32) };

const draftPost: BlogDetailResponse = {
  blog: {
    cmsPage: { blocks: [{ type: 'text', markdown: 'Portez des gants.' }] },
    blog: {
      id: 'd'.repeat(32),
      title: 'Gants de sécurité',
      teaser: 'Lesquels choisir ?',
      publishedAt: '2026-11-02T09:00:00.000Z',
      author: 'Eva Editor',
      cover: null,
      categories: [],
      seoPath: 'blog/gants',
      metaTitle: null,
      metaDescription: null,
      seoPaths: { [languageIds['fr-FR']]: 'blog/gants', [languageIds['nl-NL']]: 'blog/handschoenen' },
    },
    related: [],
  },
};

/** The blog post page's loader at a French address, on a Store API that answers `blogPreview`. */
function load(path: string, blogPreview: (token: string) => Promise<BlogDetailResponse>) {
  const context = new RouterContextProvider();
  const asked: string[] = [];
  context.set(storeApiContext, {
    client: {
      blogPreview: (token: string) => {
        asked.push(token);
        return blogPreview(token);
      },
      blogPath: async () => {
        throw new Error('A preview asks for the draft only');
      },
    },
    shop: { name: 'Trade Shop', languageIds, featureFlags: [] },
    language: french,
    languageId: languageIds['fr-FR'],
    customer: async () => null,
  } as unknown as StoreApiSession);
  const url = new URL(`http://shop.test${path}`);
  const answer = loader({ request: new Request(url), url, params: { slug: 'gants' }, context } as never);
  return { answer, asked };
}

describe('the blog post page with a preview link', () => {
  it('shows the draft of the link, not indexed and kept by no cache', async () => {
    const { answer, asked } = load('/fr/blog/gants?preview=abc.def', async () => draftPost);
    const shown = (await answer) as unknown as {
      data: { post: { title: string }; preview: boolean; meta: { noindex: boolean; canonical: string } };
      init: { headers: Record<string, string> };
    };
    expect(asked).toEqual(['abc.def']);
    expect(shown.data).toMatchObject({ post: { title: 'Gants de sécurité' }, preview: true });
    expect(shown.data.meta).toMatchObject({ noindex: true, canonical: 'http://shop.test/fr/blog/gants' });
    expect(shown.init.headers).toEqual({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
  });

  it('answers a link that is not valid or has run out with the Store API’s refusal', async () => {
    const { answer } = load('/fr/blog/gants?preview=expired', async () => {
      throw new StoreApiError(403, [
        {
          status: '403',
          code: 'CONTENT__PREVIEW_INVALID',
          title: 'Refused',
          detail: '',
          meta: { parameters: {} },
        },
      ]);
    });
    await expect(answer).rejects.toMatchObject({
      init: { status: 403 },
      data: { code: 'CONTENT__PREVIEW_INVALID' },
    });
  });
});
