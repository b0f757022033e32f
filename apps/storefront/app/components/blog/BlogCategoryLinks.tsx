import type { BlogCategoryLink } from '../../lib/blog';
import { useTranslation } from '../../lib/i18n';
import { ChipLinks } from '../ui/ChipLinks';

/** A post's topics, each leading to the list of its posts. */
export function BlogCategoryLinks({ categories }: { categories: BlogCategoryLink[] }) {
  const { t } = useTranslation();
  return <ChipLinks links={categories} label={t('blog.topics')} look="tag" />;
}
