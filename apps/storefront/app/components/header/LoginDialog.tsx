import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localizedPath, unprefixedPath, useTranslation } from '../../lib/i18n';
import type { DialogView } from './AccountDialog';
import { headerActionClass, PersonIcon } from './AccountMenu';

/** Loaded when the dialog first opens: most pages are never asked for a login. */
const AccountDialog = lazy(() => import('./AccountDialog'));

/**
 * The header's login/register button: a link to the login page, which with JavaScript opens the
 * login dialog instead (not on the login pages themselves, whose forms it would repeat).
 */
export function LoginButton() {
  const { t, language } = useTranslation();
  const { pathname, search } = useLocation();
  const [view, setView] = useState<DialogView | null>(null);
  const page = unprefixedPath(pathname);
  const onAuthPage = page.startsWith('/auth');
  // A login leads back to the page it was started on; from the home page to the dashboard.
  const back = onAuthPage || page === '/' ? null : `${pathname}${search}`;
  const loginPath = localizedPath(language, '/auth');
  // The dialog closes with the page it was opened on; a login replaces this button with the account menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setView(null), [pathname]);
  return (
    <>
      <Link
        to={back ? `${loginPath}?${new URLSearchParams({ redirectTo: back })}` : loginPath}
        onClick={(event) => {
          if (onAuthPage) return;
          event.preventDefault();
          setView('login');
        }}
        className={headerActionClass}
      >
        {/* Phones show a person icon; the words stay the link's name. */}
        <PersonIcon />
        <span className="sr-only sm:not-sr-only">{t('header.login')}</span>
      </Link>
      {view && (
        <Suspense fallback={null}>
          <AccountDialog view={view} onView={setView} onClose={() => setView(null)} redirectTo={back} />
        </Suspense>
      )}
    </>
  );
}
