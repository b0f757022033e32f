import { blogFeedHref } from '../../lib/blog';
import { useTranslation } from '../../lib/i18n';

/** The language's RSS feed, for readers who follow the blog in their feed reader. */
export function BlogFeedLink() {
  const { t, language } = useTranslation();
  return (
    <a
      href={blogFeedHref(language)}
      type="application/rss+xml"
      className="inline-flex items-center gap-2 text-brand-700 text-sm underline hover:text-brand-900"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
        <path d="M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2-7a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8v-3Zm0-7a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6V3Z" />
      </svg>
      {t('blog.feed')}
    </a>
  );
}
