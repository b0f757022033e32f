import type { CostPost } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { ActiveBadge } from '../account/ActiveBadge';
import { smallDangerButtonClass, smallSecondaryButtonClass } from '../ui/buttons';

/** "604000 – Onderhoud machines". */
export const costPostName = (post: Pick<CostPost, 'code' | 'name'>) => `${post.code} – ${post.name}`;

/** Change and delete (which asks first, through `?delete=<id>`) of one cost post. */
function CostPostActions({ post, className }: { post: CostPost; className: string }) {
  const { t, language } = useTranslation();
  const named = costPostName(post);
  return (
    <div className={className}>
      <Link
        to={localizedPath(language, `/account/costposts/details/${post.id}`)}
        className={smallSecondaryButtonClass}
        aria-label={t('costPosts.editNamed', { name: named })}
      >
        {t('costPosts.edit')}
      </Link>
      <Link
        to={`?delete=${post.id}`}
        className={smallDangerButtonClass}
        aria-label={t('costPosts.deleteNamed', { name: named })}
      >
        {t('costPosts.delete')}
      </Link>
    </div>
  );
}

/**
 * The company's cost posts by code: code, name, active, with change and delete. A table from the
 * small breakpoint on; on a phone each cost post is a card.
 */
export function CostPostsTable({ posts }: { posts: readonly CostPost[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('costPosts.tableCaption')}>
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="min-w-0 break-words font-semibold text-gray-900">{costPostName(post)}</h2>
              <ActiveBadge active={post.active} />
            </div>
            <CostPostActions post={post} className="flex flex-wrap gap-2" />
          </li>
        ))}
      </ul>
      <table
        className="hidden w-full rounded-lg bg-white text-sm ring-1 ring-gray-200 sm:table"
        data-testid="cost-posts"
      >
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
                <CostPostActions post={post} className="flex flex-wrap justify-end gap-2" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
