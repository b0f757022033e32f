import { Link } from 'react-router';
import { blogListHref } from '../../lib/blog';
import { useTranslation } from '../../lib/i18n';

export interface BlogTag {
  id: string;
  name: string;
  postCount: number;
}

const chip = 'inline-flex h-9 items-center rounded-full border px-4 font-medium text-sm';
const idle = `${chip} border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700`;
const chosen = `${chip} border-brand-700 bg-brand-700 text-white`;

/** The topics of the blog as links (no script needed), the chosen one marked; "all topics" first. */
export function BlogTagFilter({ tags, current }: { tags: BlogTag[]; current: string | null }) {
  const { t, language } = useTranslation();
  const shown = tags.filter((tag) => tag.postCount > 0 || tag.id === current);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('blog.topics')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={blogListHref(language)}
            aria-current={current ? undefined : 'page'}
            className={current ? idle : chosen}
          >
            {t('blog.allTopics')}
          </Link>
        </li>
        {shown.map((tag) => (
          <li key={tag.id}>
            <Link
              to={blogListHref(language, { tag: tag.id })}
              aria-current={tag.id === current ? 'page' : undefined}
              className={tag.id === current ? chosen : idle}
            >
              {t('blog.topicCount', { name: tag.name, count: tag.postCount })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
