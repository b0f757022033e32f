import type { BlogDetailResponse } from '@tradeshop/api-client';
import { redirect } from 'react-router';
import { BlogPostPage } from '../../components/blog/BlogPostPage';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { blogFeedMeta, blogPostAlternates, blogPostHref, toBlogCard } from '../../lib/blog';
import { contentBlocksView } from '../../lib/content-blocks.server';
import { languageOfPath, translator } from '../../lib/i18n';
import { previewAnswer, withLoaderHeaders } from '../../lib/landing-page.server';
import { errorTitle } from '../../lib/route-error';
import { canonicalOf, metaTags } from '../../lib/route-meta';
import { type StoreApiSession, storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/blog-post';

/**
 * A blog post by its slug. Any other address of the post (a former slug, other letter case, a
 * trailing slash) answers 301 with its canonical one; an unknown slug is the 404 page. With a
 * preview link (`?preview=`) it shows the draft of the link's post instead, for staff alone.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const store = context.get(storeApiContext);
  const { client, language } = store;
  const previewToken = url.searchParams.get('preview');
  if (previewToken) {
    const { blog } = await client.blogPreview(previewToken).catch(throwAsRouteError);
    return previewAnswer(await postPageData(store, blog, url, blogPostHref(language, blog.blog.seoPath)));
  }
  const { data: found } = await client.blogPath(`blog/${params.slug.toLowerCase()}`).catch(throwAsRouteError);
  const canonicalHref = blogPostHref(language, found.canonicalPath);
  if (url.pathname !== canonicalHref) throw redirect(`${canonicalHref}${url.search}`, 301);

  const { blog } = await client.blogPost(found.id).catch(throwAsRouteError);
  return postPageData(store, blog, url, canonicalHref);
}

/** What the page shows of a post (as published, or a draft) and its meta. */
async function postPageData(
  store: StoreApiSession,
  blog: BlogDetailResponse['blog'],
  url: URL,
  canonicalHref: string,
) {
  const { shop, language } = store;
  const t = translator(language.code);
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
      canonical: canonicalOf(url.origin, canonicalHref, blog.blog.canonical),
      alternates: written,
      origin: url.origin,
    },
  };
}

/** A preview's answer is for the staff member alone (see previewAnswer). */
export const headers: Route.HeadersFunction = withLoaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const language = languageOfPath(location.pathname);
  if (!loaderData) return [{ title: errorTitle(error, language) }];
  return [...metaTags(loaderData.meta), blogFeedMeta(language, loaderData.feedTitle)];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <BlogPostPage
      post={loaderData.post}
      blocks={loaderData.blocks}
      related={loaderData.related}
      preview={'preview' in loaderData && loaderData.preview}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
