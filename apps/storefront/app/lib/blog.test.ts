import { storefrontLocales } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import {
  type BlogFeed,
  blogListHref,
  blogListQueryOf,
  blogPostAlternates,
  rssFeedXml,
  toBlogCard,
} from './blog';

const [dutch, english, french] = storefrontLocales;
const tag = '0b7c9a52-3f1e-4a8d-9c2b-5e6f7a8b9c0d';

describe('blog list addresses', () => {
  it('leave out the first page and an absent topic, and keep the language prefix', () => {
    expect(blogListHref(dutch)).toBe('/blog');
    expect(blogListHref(french, { page: 2 })).toBe('/fr/blog?p=2');
    expect(blogListHref(english, { tag, page: 1 })).toBe(`/en/blog?tag=${tag}`);
  });

  it('read the page and topic, falling back to the first page of every post for what names neither', () => {
    expect(blogListQueryOf(new URLSearchParams(`p=3&tag=${tag.toUpperCase()}`))).toEqual({
      page: 3,
      tag,
      invalid: false,
    });
    expect(blogListQueryOf(new URLSearchParams(''))).toEqual({ page: 1, tag: null, invalid: false });
    for (const query of ['p=0', 'p=abc', 'p=1.5', 'tag=safety', `p=2&tag=${tag}x`]) {
      expect(blogListQueryOf(new URLSearchParams(query)), query).toMatchObject({ invalid: true });
    }
    expect(blogListQueryOf(new URLSearchParams(`p=abc&tag=${tag}`))).toEqual({ page: 1, tag, invalid: true });
  });
});

describe('a post in every language', () => {
  const languageIds = { 'nl-NL': 'lang-nl', 'en-GB': 'lang-en', 'fr-FR': 'lang-fr' };

  it('leads the switcher to the post where it is written, else to that language’s blog', () => {
    const { switcher, written } = blogPostAlternates(
      { 'lang-nl': 'blog/oordoppen', 'lang-fr': 'blog/bouchons' },
      languageIds,
    );
    expect(switcher).toEqual({
      'nl-NL': '/blog/oordoppen',
      'en-GB': '/en/blog',
      'fr-FR': '/fr/blog/bouchons',
    });
    // Only the languages the post is written in are its hreflang alternates.
    expect(written).toEqual({ 'nl-NL': '/blog/oordoppen', 'fr-FR': '/fr/blog/bouchons' });
  });

  it('links its categories to the list of their posts', () => {
    const card = toBlogCard(
      {
        id: 'post',
        title: 'Bouchons',
        teaser: '',
        publishedAt: '2025-10-14T08:00:00.000Z',
        author: null,
        cover: null,
        categories: [{ id: tag, name: 'Sécurité' }],
        seoPath: 'blog/bouchons',
      },
      french,
    );
    expect(card.href).toBe('/fr/blog/bouchons');
    expect(card.categories).toEqual([{ id: tag, name: 'Sécurité', href: `/fr/blog?tag=${tag}` }]);
  });
});

describe('the RSS feed', () => {
  const feed: BlogFeed = {
    title: 'Blog van Trade Shop',
    description: 'Kennis voor vakmensen',
    link: 'https://shop.test/blog',
    self: 'https://shop.test/blog/rss.xml',
    language: 'nl-NL',
    items: [
      {
        title: 'Rvs A2 & A4: <bouten>',
        link: 'https://shop.test/blog/rvs-a2-of-a4',
        description: 'Roestvast staal "roest" wel',
        publishedAt: '2025-05-13T08:00:00.000Z',
        author: 'Pieter De Smet',
        categories: ['Gereedschap & bevestiging'],
      },
      {
        title: 'Led',
        link: 'https://shop.test/blog/led',
        description: '',
        publishedAt: '2024-06-11T08:00:00.000Z',
        author: null,
        categories: [],
      },
    ],
  };
  const xml = rssFeedXml(feed);

  it('is an RSS 2.0 channel in the language, naming itself and its newest post’s date', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<link>https://shop.test/blog</link>');
    expect(xml).toContain(
      '<atom:link href="https://shop.test/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<language>nl-nl</language>');
    expect(xml).toContain('<lastBuildDate>Tue, 13 May 2025 08:00:00 GMT</lastBuildDate>');
    expect(xml.endsWith('</channel>\n</rss>\n')).toBe(true);
  });

  it('lists the posts in order with absolute permalinks, RFC 822 dates, authors and categories, escaped', () => {
    const items = xml.match(/<item>.*?<\/item>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).toBe(
      '<item><title>Rvs A2 &amp; A4: &lt;bouten&gt;</title><link>https://shop.test/blog/rvs-a2-of-a4</link>' +
        '<guid isPermaLink="true">https://shop.test/blog/rvs-a2-of-a4</guid>' +
        '<pubDate>Tue, 13 May 2025 08:00:00 GMT</pubDate><dc:creator>Pieter De Smet</dc:creator>' +
        '<category>Gereedschap &amp; bevestiging</category>' +
        '<description>Roestvast staal &quot;roest&quot; wel</description></item>',
    );
    expect(items[1]).not.toContain('dc:creator');
  });

  it('is a valid channel without posts', () => {
    const empty = rssFeedXml({ ...feed, items: [] });
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
  });
});
