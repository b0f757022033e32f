import { dateFormat } from '@tradeshop/domain';
import { blogTimeZone } from '../../lib/blog';
import { useTranslation } from '../../lib/i18n';

/** When a post was published (as a day of the distributor's time zone) and who wrote it. */
export function BlogByline({ publishedAt, author }: { publishedAt: string; author: string | null }) {
  const { t, language } = useTranslation();
  const date = dateFormat(language.code, { dateStyle: 'long', timeZone: blogTimeZone }).format(
    new Date(publishedAt),
  );
  return (
    <p className="text-gray-600 text-sm">
      <time dateTime={publishedAt}>{t('blog.published', { date })}</time>
      {author ? <span> · {t('blog.byAuthor', { author })}</span> : null}
    </p>
  );
}
