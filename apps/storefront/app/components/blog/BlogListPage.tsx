import type { BlogCardData } from '../../lib/blog';
import { blogListHref } from '../../lib/blog';
import { useTranslation } from '../../lib/i18n';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Pager } from '../ui/Pager';
import { BlogFeedLink } from './BlogFeedLink';
import { BlogPostCard } from './BlogPostCard';
import { type BlogTag, BlogTagFilter } from './BlogTagFilter';

/** The blog: its topics to filter on, a page of posts, newest first, and the pages. */
export function BlogListPage({
  posts,
  tags,
  tag,
  page,
  totalPages,
  invalidQuery,
}: {
  posts: BlogCardData[];
  tags: BlogTag[];
  /** The chosen topic, or null for every post. */
  tag: BlogTag | null;
  page: number;
  totalPages: number;
  invalidQuery: boolean;
}) {
  const { t, language } = useTranslation();
  return (
    <>
      <Breadcrumb
        items={
          tag
            ? [{ label: t('blog.title'), href: blogListHref(language) }, { label: tag.name }]
            : [{ label: t('blog.title') }]
        }
      />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
            {tag ? `${t('blog.title')}: ${tag.name}` : t('blog.title')}
          </h1>
          <p className="mt-2 max-w-3xl text-gray-700">{t('blog.intro')}</p>
        </div>
        <BlogFeedLink />
      </header>
      {invalidQuery ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
        >
          {t('blog.invalidQuery')}
        </p>
      ) : null}
      <BlogTagFilter tags={tags} current={tag?.id ?? null} />
      {posts.length > 0 ? (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} loading={index < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-gray-200 bg-white px-4 py-6 text-gray-700">
          {t('blog.empty')}
        </p>
      )}
      <Pager page={page} totalPages={totalPages} />
    </>
  );
}
