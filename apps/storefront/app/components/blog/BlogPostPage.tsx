import { Link } from 'react-router';
import type { BlogCardData } from '../../lib/blog';
import { blogListHref } from '../../lib/blog';
import type { ContentBlockView } from '../../lib/content-blocks.server';
import { useTranslation } from '../../lib/i18n';
import { ContentBlocks } from '../content/ContentBlocks';
import { PreviewNote } from '../content/PreviewNote';
import { ProductImage } from '../product/ProductImage';
import { Breadcrumb } from '../ui/Breadcrumb';
import { BlogByline } from './BlogByline';
import { BlogCategoryLinks } from './BlogCategoryLinks';
import { BlogPostCard } from './BlogPostCard';

/**
 * A blog post: its topics, title, date and author, cover, blocks, and the posts related to it; a
 * draft opened by a preview link says so first.
 */
export function BlogPostPage({
  post,
  blocks,
  related,
  preview = false,
}: {
  post: BlogCardData;
  blocks: ContentBlockView[];
  related: BlogCardData[];
  preview?: boolean;
}) {
  const { t, language } = useTranslation();
  return (
    <>
      <Breadcrumb items={[{ label: t('blog.title'), href: blogListHref(language) }, { label: post.title }]} />
      <article className="mx-auto flex max-w-4xl flex-col gap-6">
        {preview ? <PreviewNote /> : null}
        <header className="flex flex-col gap-3">
          <BlogCategoryLinks categories={post.categories} />
          <h1 className="font-bold text-3xl text-gray-900 leading-tight sm:text-4xl">{post.title}</h1>
          <BlogByline publishedAt={post.publishedAt} author={post.author} />
          {post.teaser ? <p className="max-w-prose text-gray-700 text-lg">{post.teaser}</p> : null}
        </header>
        {post.cover ? (
          <ProductImage
            image={post.cover}
            noImageAlt=""
            sizes="(min-width: 896px) 896px, 100vw"
            loading="eager"
            className="max-h-[28rem] w-full rounded-lg bg-gray-50 object-contain"
          />
        ) : null}
        <ContentBlocks blocks={blocks} />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="mt-12 border-gray-200 border-t pt-8">
          <h2 id="related-posts" className="mb-4 font-bold text-2xl text-gray-900">
            {t('blog.related')}
          </h2>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((entry) => (
              <li key={entry.id}>
                <BlogPostCard post={entry} titleAs="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link to={blogListHref(language)} className="text-brand-700 underline hover:text-brand-900">
          {t('blog.allPosts')}
        </Link>
      </p>
    </>
  );
}
