import { Link } from 'react-router';
import type { BlogCardData } from '../../lib/blog';
import { ProductImage } from '../product/ProductImage';
import { BlogByline } from './BlogByline';
import { BlogCategoryLinks } from './BlogCategoryLinks';

/** A post in a list: cover, date and author, title, teaser and topics. */
export function BlogPostCard({
  post,
  titleAs: Title = 'h2',
  loading = 'lazy',
}: {
  post: BlogCardData;
  titleAs?: 'h2' | 'h3';
  loading?: 'lazy' | 'eager';
}) {
  return (
    <article
      data-testid="blog-post-card"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white"
    >
      {/* The title links the post; the picture repeats that link for the pointer only. */}
      <Link to={post.href} tabIndex={-1} aria-hidden="true">
        <ProductImage
          image={post.cover}
          noImageAlt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading={loading}
          className="aspect-[4/3] w-full bg-gray-50 object-contain"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <BlogByline publishedAt={post.publishedAt} author={post.author} />
        <Title className="font-bold text-gray-900 text-lg leading-snug">
          <Link to={post.href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Title>
        {post.teaser ? <p className="flex-1 text-gray-700 text-sm">{post.teaser}</p> : null}
        <BlogCategoryLinks categories={post.categories} />
      </div>
    </article>
  );
}
