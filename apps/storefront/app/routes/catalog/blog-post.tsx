import { redirect } from 'react-router';
import { BlogPostPage } from '../../components/blog/BlogPostPage';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { blogFeedMeta, blogPostAlternates, blogPostHref, toBlogCard } from '../../lib/blog';
import { contentBlocksView } from '../../lib/content-blocks.server';
import { languageOfPath, translator } from '../../lib/i18n';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/blog-post';

/**
 * A blog post by its slug. Any other address of the post (a former slug, other letter case, a
 * trailing slash) answers 301 with its canonical one; an unknown slug is the 404 page.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const store = context.get(storeApiContext);
  const { client, shop, language } = store;
  const t = translator(language.code);
  const { data: found } = await client.blogPath(`blog/${params.slug.toLowerCase()}`).catch(throwAsRouteError);
  const canonicalHref = blogPostHref(language, found.canonicalPath);
  if (url.pathname !== canonicalHref) throw redirect(`${canonicalHref}${url.search}`, 301);

  const { blog } = await client.blogPost(found.id).catch(throwAsRouteError);
  const post = toBlogCard(blog.blog, language);
  const { switcher, written } = blogPostAlternates(blog.blog.seoPaths, shop.languageIds);
  return {
    post,
    blocks: await contentBlocksView(store, blog.cmsPage.blocks),
    related: blog.related.map((entry) => toBlogCard(entry, language)),
    /** The language switcher's targets: the post in each language it is written in, else that blog. */
    alternates: switcher,
    feedTitle: t('blog.feedTitle', { shop: shop.name }),
    meta: {
      title: `${blog.blog.metaTitle || post.title} | ${shop.name}`,
      description: blog.blog.metaDescription || post.teaser,
      canonical: `${url.origin}${canonicalHref}`,
      alternates: written,
      origin: url.origin,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = languageOfPath(location.pathname);
  if (!loaderData) return [{ title: errorTitle(error, language) }];
  return [...metaTags(loaderData.meta), blogFeedMeta(language, loaderData.feedTitle)];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} blocks={loaderData.blocks} related={loaderData.related} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
