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
  const { pathname } = useLocation();
  const [view, setView] = useState<DialogView | null>(null);
  const onAuthPage = unprefixedPath(pathname).startsWith('/auth');
  // A login redirects elsewhere: the dialog closes with the page it was opened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setView(null), [pathname]);
  return (
    <>
      <Link
        to={localizedPath(language, '/auth')}
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
          <AccountDialog view={view} onView={setView} onClose={() => setView(null)} />
        </Suspense>
      )}
    </>
  );
}
