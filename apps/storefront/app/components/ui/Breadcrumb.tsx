import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';

export interface BreadcrumbItem {
  label: string;
  href?: string | null;
}

/** Home first, then the given entries; the last one is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t, language } = useTranslation();
  const entries: BreadcrumbItem[] = [
    { label: t('breadcrumb.home'), href: localizedPath(language, '/') },
    ...items,
  ];
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-4 text-gray-600 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {entries.map((entry, index) => {
          const last = index === entries.length - 1;
          return (
            <li key={`${entry.href ?? ''}|${entry.label}`} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-gray-400">
                  /
                </span>
              ) : null}
              {entry.href && !last ? (
                <Link to={entry.href} className="hover:text-brand-700 hover:underline">
                  {entry.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-gray-900' : undefined}
                >
                  {entry.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
