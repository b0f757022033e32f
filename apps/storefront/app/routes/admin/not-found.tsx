import { data } from 'react-router';

/** A back-office address that names no page: the back-office's own 404, in the member's language. */
export function loader() {
  throw data({ code: 'STOREFRONT__NOT_FOUND' }, { status: 404 });
}

export { AdminRouteError as ErrorBoundary } from '../../components/admin/AdminErrorPage';

export default function NotFound() {
  return null;
}
