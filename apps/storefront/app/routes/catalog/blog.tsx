import { errorCodes } from '@tradeshop/domain';
import { data } from 'react-router';
import { BlogListPage } from '../../components/blog/BlogListPage';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { blogFeedMeta, blogListHref, blogListQueryOf, blogPageSize, toBlogCard } from '../../lib/blog';
import { alternatesOfPath, languageOfPath, translator } from '../../lib/i18n';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/blog';

/** The blog list: 12 posts a page (`?p=`), newest first, optionally of one topic (`?tag=`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, shop, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const query = blogListQueryOf(url.searchParams);
  const pageOf = (tag: string | null, page: number) =>
    client
      .blogListing({
        p: page,
        limit: blogPageSize,
        ...(tag ? { filter: [{ type: 'equalsAny' as const, field: 'tagIds' as const, value: [tag] }] } : {}),
      })
      .catch(throwAsRouteError);

  let { tag: tagId, page, invalid } = query;
  let listing = await pageOf(tagId, page);
  // A topic the blog does not have (any more) shows every post, with the notice.
  if (tagId && !listing.tagCounts.some((entry) => entry.id === tagId)) {
    tagId = null;
    page = 1;
    invalid = true;
    listing = await pageOf(null, 1);
  }
  const totalPages = Math.max(1, Math.ceil(listing.total / blogPageSize));
  if (page > totalPages) throw data({ code: errorCodes.pageNotFound }, { status: 404 });

  const tag = listing.tagCounts.find((entry) => entry.id === tagId) ?? null;
  const title = tag ? `${tag.name} – ${t('blog.title')}` : t('blog.title');
  return {
    posts: listing.elements.map((post) => toBlogCard(post, language)),
    tags: listing.tagCounts,
    tag,
    page,
    totalPages,
    invalidQuery: invalid,
    feedTitle: t('blog.feedTitle', { shop: shop.name }),
    meta: {
      title: `${page > 1 ? `${title} – ${t('pagination.page', { page })}` : title} | ${shop.name}`,
      description: t('blog.intro'),
      // A topic's list is a view of the blog: indexed is the blog itself, page by page.
      canonical: `${url.origin}${blogListHref(language, { page })}`,
      alternates: alternatesOfPath('/blog'),
      origin: url.origin,
      noindex: Boolean(tag) || invalid,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = languageOfPath(location.pathname);
  if (!loaderData) return [{ title: errorTitle(error, language) }];
  return [...metaTags(loaderData.meta), blogFeedMeta(language, loaderData.feedTitle)];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <BlogListPage
      posts={loaderData.posts}
      tags={loaderData.tags}
      tag={loaderData.tag}
      page={loaderData.page}
      totalPages={loaderData.totalPages}
      invalidQuery={loaderData.invalidQuery}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
