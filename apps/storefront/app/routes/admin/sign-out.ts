import { redirect } from 'react-router';
import { signOut, staffSessionContext } from '../../lib/admin/staff-session.server';
import type { Route } from './+types/sign-out';

/** Ends the member's session at the Admin API and forgets it here. */
export async function action({ url, context }: Route.ActionArgs) {
  const cookie = await signOut(context.get(staffSessionContext), url);
  return redirect('/admin/sign-in', { headers: { 'Set-Cookie': cookie } });
}

/** A sign-out is a post: an address typed or followed leads back to the back-office. */
export const loader = () => redirect('/admin');
