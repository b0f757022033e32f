import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/** Page numbers around the current page, with the first and last always present; with a gap mark where pages are skipped. */
function visiblePages(page: number, totalPages: number): { page: number; gapBefore: boolean }[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.map((n, index) => ({ page: n, gapBefore: index > 0 && n - (sorted[index - 1] ?? n) > 1 }));
}

type PagerKey =
  | 'pagination.label'
  | 'pagination.status'
  | 'pagination.previous'
  | 'pagination.next'
  | 'pagination.page';

/**
 * Page links of a list; `param` names the page in the address (`p` in listings, `page` elsewhere).
 * Worded by the shop's messages, or by `t` where another catalogue has the same keys (the back-office).
 */
export function Pager({
  page,
  totalPages,
  param = 'p',
  t: ownWords,
}: {
  page: number;
  totalPages: number;
  param?: string;
  t?: (key: PagerKey, params?: Record<string, string | number>) => string;
}) {
  const shopWords = useTranslation().t;
  const t = ownWords ?? shopWords;
  const location = useLocation();
  if (totalPages <= 1) return null;

  function hrefOf(target: number): string {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  }

  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';
  const idle = `${base} border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700`;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-col items-center gap-3">
      <p className="text-gray-600 text-sm" aria-live="polite">
        {t('pagination.status', { page, pages: totalPages })}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={hrefOf(page - 1)} preventScrollReset rel="prev" className={idle}>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, totalPages).map(({ page: n, gapBefore }) => (
          <li key={n} className="flex items-center gap-2">
            {gapBefore ? (
              <span aria-hidden="true" className="px-1 text-gray-500">
                …
              </span>
            ) : null}
            {n === page ? (
              <span aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">{t('pagination.page', { page: n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link
                to={hrefOf(n)}
                preventScrollReset
                aria-label={t('pagination.page', { page: n })}
                className={idle}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={hrefOf(page + 1)} preventScrollReset rel="next" className={idle}>
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
