import type { CostPost } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { ActiveBadge } from '../account/ActiveBadge';
import { secondaryButtonClass } from '../account/FieldGroup';

/** "604000 – Onderhoud machines". */
export const costPostName = (post: Pick<CostPost, 'code' | 'name'>) => `${post.code} – ${post.name}`;

const editClass = secondaryButtonClass.replace('px-4 py-2.5 font-semibold', 'px-3 py-2 font-medium text-sm');
const deleteClass =
  'rounded-md border border-red-300 bg-white px-3 py-2 font-medium text-red-800 text-sm hover:bg-red-50';

/** Change and delete (which asks first, through `?delete=<id>`) of one cost post. */
function CostPostActions({ post }: { post: CostPost }) {
  const { t, language } = useTranslation();
  const named = costPostName(post);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link
        to={localizedPath(language, `/account/costposts/details/${post.id}`)}
        className={editClass}
        aria-label={t('costPosts.editNamed', { name: named })}
      >
        {t('costPosts.edit')}
      </Link>
      <Link
        to={`?delete=${post.id}`}
        className={deleteClass}
        aria-label={t('costPosts.deleteNamed', { name: named })}
      >
        {t('costPosts.delete')}
      </Link>
    </div>
  );
}

/** The company's cost posts by code: code, name, active, with change and delete; it scrolls on a phone. */
export function CostPostsTable({ posts }: { posts: readonly CostPost[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('costPosts.tableCaption')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 bg-white"
    >
      <table className="w-full text-sm" data-testid="cost-posts">
        <caption className="sr-only">{t('costPosts.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('costPosts.code')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('costPosts.name')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('costPosts.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              <span className="sr-only">{t('costPosts.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {posts.map((post) => (
            <tr key={post.id} className="hover:bg-gray-50">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-gray-900">
                {post.code}
              </th>
              <td className="px-3 py-2 text-gray-900">{post.name}</td>
              <td className="px-3 py-2">
                <ActiveBadge active={post.active} />
              </td>
              <td className="px-3 py-2">
                <CostPostActions post={post} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
