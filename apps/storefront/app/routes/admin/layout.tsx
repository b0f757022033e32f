import { isRouteErrorResponse, Outlet, redirect } from 'react-router';
import { AdminErrorPage } from '../../components/admin/AdminErrorPage';
import { AdminShell } from '../../components/admin/AdminShell';
import { adminTranslator, staffLocaleOf } from '../../lib/admin/i18n';
import {
  signInRedirect,
  staffSessionContext,
  staffSessionMiddleware,
} from '../../lib/admin/staff-session.server';
import { formBodyMiddleware } from '../../lib/form-body.server';
import { bodyLimitMiddleware } from '../../lib/request-body.server';
import { sameOriginMiddleware } from '../../lib/request-origin';
import type { Route } from './+types/layout';

/** The pages a visitor without a session may open. */
const openPaths = new Set(['/admin/sign-in', '/admin/set-password']);
/** What a member who still has to set up the two-factor sign-in required of them may open. */
const beforeTwoFactorPaths = new Set(['/admin/two-factor', '/admin/sign-out']);

/** The origin and body checks come first, as in the shop: a refused request reaches no Admin API. */
export const middleware: Route.MiddlewareFunction[] = [
  sameOriginMiddleware,
  bodyLimitMiddleware,
  formBodyMiddleware,
  staffSessionMiddleware,
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const session = context.get(staffSessionContext);
  const [me, language] = await Promise.all([session.me(), session.language()]);
  if (!me && !openPaths.has(url.pathname)) throw signInRedirect(url);
  if (me?.twoFactorSetupPending && !beforeTwoFactorPaths.has(url.pathname))
    throw redirect('/admin/two-factor');
  if (me && url.pathname === '/admin/sign-in') throw redirect('/admin');
  return {
    language,
    htmlLang: staffLocaleOf(language).htmlLang,
    staff: me ? { name: me.name, permissions: me.permissions } : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: adminTranslator(loaderData?.language ?? 'nl')('shell.title') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.staff) return <Outlet />;
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  // An error of the layout's own loader (the Admin API unreachable) has no member to show a menu to.
  const staff = loaderData?.staff;
  const page = <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return staff ? <AdminShell staff={staff}>{page}</AdminShell> : page;
}
