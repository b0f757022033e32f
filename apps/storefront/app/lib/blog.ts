import { type BlogPostSummary, isId, storedId } from '@tradeshop/api-client';
import { escapeXml, type LocaleCode, storefrontLocales } from '@tradeshop/domain';
import type { MetaDescriptor } from 'react-router';
import type { ImageData } from './catalog-view.server';
import { type Alternates, localizedPath, type StorefrontLanguage } from './i18n';

/** Posts on a page of the blog list. */
export const blogPageSize = 12;
/** Posts in a language's RSS feed. */
export const blogFeedSize = 30;
/** Dates of posts are the distributor's days, wherever the visitor is. */
export const blogTimeZone = 'Europe/Brussels';

/** The blog list in a language, on a tag and a page (the first page and no tag leave the query out). */
export function blogListHref(
  language: StorefrontLanguage,
  { tag = null, page = 1 }: { tag?: string | null; page?: number } = {},
): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('p', String(page));
  const search = query.toString();
  return `${localizedPath(language, '/blog')}${search ? `?${search}` : ''}`;
}

/** The address of a post from its seo path (`blog/<slug>`) in its language. */
export const blogPostHref = (language: StorefrontLanguage, seoPath: string) =>
  localizedPath(language, `/${seoPath}`);

/** The feed of a language's blog. */
export const blogFeedHref = (language: StorefrontLanguage) => localizedPath(language, '/blog/rss.xml');

/** The `<link rel="alternate">` that lets browsers and feed readers find the language's feed. */
export const blogFeedMeta = (language: StorefrontLanguage, title: string): MetaDescriptor => ({
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title,
  href: blogFeedHref(language),
});

export interface BlogListQuery {
  page: number;
  /** A blog category id, or null for every post. */
  tag: string | null;
  /** The address named a page or tag that is no page or tag: the first page, all posts, are shown. */
  invalid: boolean;
}

/** The list's page (`?p=`) and tag (`?tag=`) from the address. */
export function blogListQueryOf(params: URLSearchParams): BlogListQuery {
  const pageParam = params.get('p');
  const tagParam = params.get('tag');
  const page = pageParam === null ? 1 : Number(pageParam);
  const validPage = Number.isSafeInteger(page) && page >= 1 && page <= 10_000;
  // A tag id in either form (32 hex characters or dashed), kept as stored.
  const validTag = tagParam === null || isId(tagParam);
  return {
    page: validPage ? page : 1,
    tag: validTag && tagParam ? storedId(tagParam) : null,
    invalid: !validPage || !validTag,
  };
}

export interface BlogCategoryLink {
  id: string;
  name: string;
  /** The list of the category's posts. */
  href: string;
}

export interface BlogCardData {
  id: string;
  title: string;
  teaser: string;
  href: string;
  publishedAt: string;
  author: string | null;
  cover: ImageData | null;
  categories: BlogCategoryLink[];
}

/** A post as the list, the related posts and the feed show it. */
export function toBlogCard(post: BlogPostSummary, language: StorefrontLanguage): BlogCardData {
  return {
    id: post.id,
    title: post.title,
    teaser: post.teaser,
    href: blogPostHref(language, post.seoPath),
    publishedAt: post.publishedAt,
    author: post.author,
    cover: post.cover,
    categories: post.categories.map((category) => ({
      ...category,
      href: blogListHref(language, { tag: category.id }),
    })),
  };
}

/**
 * The same post in every storefront language for the language switcher: its own path where it is
 * written in the language, else that language's blog list.
 */
export function blogPostAlternates(
  seoPaths: Record<string, string>,
  languageIds: Partial<Record<LocaleCode, string>>,
): { switcher: Alternates; written: Alternates } {
  const switcher: Alternates = {};
  const written: Alternates = {};
  for (const language of storefrontLocales) {
    const languageId = languageIds[language.code];
    const path = languageId ? seoPaths[languageId] : undefined;
    switcher[language.code] = path ? blogPostHref(language, path) : blogListHref(language);
    if (path) written[language.code] = switcher[language.code];
  }
  return { switcher, written };
}

export interface BlogFeed {
  title: string;
  description: string;
  /** Absolute address of the blog list. */
  link: string;
  /** Absolute address of the feed itself. */
  self: string;
  language: LocaleCode;
  /** Absolute post addresses. */
  items: {
    title: string;
    link: string;
    description: string;
    publishedAt: string;
    author: string | null;
    categories: string[];
  }[];
}

/** RFC 822 dates, as RSS 2.0 wants them: `Tue, 14 Oct 2025 08:00:00 GMT`. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** A language's blog as an RSS 2.0 feed, newest post first. */
export function rssFeedXml(feed: BlogFeed): string {
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rfc822(item.publishedAt)),
      item.author ? element('dc:creator', item.author) : '',
      ...item.categories.map((category) => element('category', category)),
      element('description', item.description),
      '</item>',
    ].join(''),
  );
  const newest = feed.items[0];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language.toLowerCase()),
    newest ? element('lastBuildDate', rfc822(newest.publishedAt)) : '',
    ...items,
    '</channel>',
    '</rss>',
  ];
  return `${lines.filter((line) => line !== '').join('\n')}\n`;
}
