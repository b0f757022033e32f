import type { ReactNode } from 'react';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { EmptyState } from '../ui/EmptyState';
import { Pager } from '../ui/Pager';
import { PageTitle } from './PageTitle';

/**
 * A back-office list: its title, its filters, how many match (announced as it changes), the grid of
 * this page or what says there is nothing, and the page links.
 */
export function ListPage({
  title,
  filters,
  count,
  empty,
  page,
  totalPages,
  children,
}: {
  title: string;
  filters: ReactNode;
  count: string;
  /** Said in place of the grid when nothing matches; null while there are rows. */
  empty: string | null;
  page: number;
  totalPages: number;
  children: ReactNode;
}) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{title}</PageTitle>
      {filters}
      <p className="text-gray-700 text-sm" aria-live="polite">
        {count}
      </p>
      {empty === null ? children : <EmptyState>{empty}</EmptyState>}
      <Pager page={page} totalPages={totalPages} param="page" t={t} />
    </section>
  );
}
