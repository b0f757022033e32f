import { Link } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';

function NavEntry({ item, className }: { item: NavItem; className: string }) {
  if (!item.href) return <span className={className}>{item.label}</span>;
  if (item.external) {
    return (
      <a
        href={item.href}
        className={className}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.href} prefetch="intent" className={className}>
      {item.label}
    </Link>
  );
}

/** The 48 px bar of top level categories; sub-categories open below on hover or keyboard focus. */
export function MainNavigation({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('header.mainNavigation')} className="bg-brand-800 text-white">
      <ul className="mx-auto flex h-12 max-w-[1440px] items-stretch overflow-x-auto px-2 sm:px-4 lg:overflow-visible">
        {items.map((item) => (
          <li key={item.id} className="group relative flex shrink-0">
            <NavEntry
              item={item}
              className="flex items-center whitespace-nowrap px-3 font-medium text-sm hover:bg-brand-700 group-focus-within:bg-brand-700"
            />
            {item.children.length > 0 ? (
              <ul className="absolute top-12 left-0 z-30 hidden min-w-64 rounded-b-md border border-gray-200 bg-white py-2 text-gray-800 shadow-lg lg:group-focus-within:block lg:group-hover:block">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavEntry
                      item={child}
                      className="block px-4 py-2 text-sm hover:bg-brand-50 hover:text-brand-800"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
