import { Link } from 'react-router';
import type { BlogCategoryLink } from '../../lib/blog';
import { useTranslation } from '../../lib/i18n';

/** A post's topics, each leading to the list of its posts. */
export function BlogCategoryLinks({ categories }: { categories: BlogCategoryLink[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <ul aria-label={t('blog.topics')} className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={category.href}
            className="inline-flex rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-xs hover:bg-brand-100"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
