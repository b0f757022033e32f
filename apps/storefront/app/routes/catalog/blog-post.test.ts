import type { BlogDetailResponse } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import { frenchLoaderArgs, languageIds, previewRefused } from '../../test/store-api';
import { loader } from './blog-post';

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
      canonical: null,
      seoPaths: { [languageIds['fr-FR']]: 'blog/gants', [languageIds['nl-NL']]: 'blog/handschoenen' },
    },
    related: [],
  },
};

/** The blog post page's loader at a French address, on a Store API that answers `blogPreview`. */
function load(path: string, blogPreview: (token: string) => Promise<BlogDetailResponse>) {
  const asked: string[] = [];
  const args = frenchLoaderArgs(
    path,
    { slug: 'gants' },
    {
      blogPreview: (token: string) => {
        asked.push(token);
        return blogPreview(token);
      },
      blogPath: async () => {
        throw new Error('A preview asks for the draft only');
      },
    },
  );
  return { answer: loader(args), asked };
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

  it('names the canonical address the back-office set, under the shop’s origin for a path', async () => {
    const canonicalOf = async (canonical: string) => {
      const { answer } = load('/fr/blog/gants?preview=abc.def', async () => ({
        blog: { ...draftPost.blog, blog: { ...draftPost.blog.blog, canonical } },
      }));
      return ((await answer) as unknown as { data: { meta: { canonical: string } } }).data.meta.canonical;
    };
    expect(await canonicalOf('/fr/blog/gants-de-travail')).toBe('http://shop.test/fr/blog/gants-de-travail');
    expect(await canonicalOf('https://magazine.example.com/gants')).toBe(
      'https://magazine.example.com/gants',
    );
  });

  it('answers a link that is not valid or has run out with the Store API’s refusal', async () => {
    const { answer } = load('/fr/blog/gants?preview=expired', async () => {
      throw previewRefused();
    });
    await expect(answer).rejects.toMatchObject({
      init: { status: 403 },
      data: { code: 'CONTENT__PREVIEW_INVALID' },
    });
  });
});
