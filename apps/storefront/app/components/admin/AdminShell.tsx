import { type StaffPermission, staffMay } from '@tradeshop/domain';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { adminMenu } from '../../lib/admin/menu';

/**
 * The back-office's frame: its name, the signed-in member with the sign-out, and a menu of the areas
 * the member's roles open (no entry leads to a page that would refuse them).
 */
export function AdminShell({
  staff,
  children,
}: {
  staff: { name: string; permissions: StaffPermission[] };
  children: ReactNode;
}) {
  const { t } = useAdminTranslation();
  const entries = adminMenu.filter((entry) => staffMay(staff.permissions, entry.permission));
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="flex items-center justify-between gap-4 bg-brand-900 px-4 py-3 text-white">
        <p className="font-semibold">{t('shell.title')}</p>
        <div className="flex items-center gap-4 text-sm">
          <span>{staff.name}</span>
          <Form method="post" action="/admin/sign-out">
            <button type="submit" className="rounded-md border border-white/40 px-3 py-1.5 hover:bg-white/10">
              {t('shell.signOut')}
            </button>
          </Form>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t('shell.menu')}
          className="border-gray-200 border-b bg-white md:w-56 md:border-r md:border-b-0"
        >
          <ul className="flex flex-wrap gap-1 p-2 md:flex-col">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.to === '/admin'}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 font-medium text-sm ${
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100'
                    }`
                  }
                >
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
