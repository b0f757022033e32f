import { blogFeedHref, blogFeedSize, blogListHref, blogPostHref, rssFeedXml } from '../../lib/blog';
import { translator } from '../../lib/i18n';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/blog-rss';

/** The language's blog as an RSS 2.0 feed: its latest 30 posts with absolute links. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, shop, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const { origin } = url;
  const listing = await client.blogListing({ limit: blogFeedSize }).catch(throwAsRouteError);
  const xml = rssFeedXml({
    title: t('blog.feedTitle', { shop: shop.name }),
    description: t('blog.intro'),
    link: `${origin}${blogListHref(language)}`,
    self: `${origin}${blogFeedHref(language)}`,
    language: language.code,
    items: listing.elements.map((post) => ({
      title: post.title,
      link: `${origin}${blogPostHref(language, post.seoPath)}`,
      description: post.teaser,
      publishedAt: post.publishedAt,
      author: post.author,
      categories: post.categories.map((category) => category.name),
    })),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      // Private: the answer may carry the visitor's new session cookie.
      'Cache-Control': 'private, max-age=900',
    },
  });
}
