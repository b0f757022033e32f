/** Whether a path is the back-office's (`/admin` and below), not a shop page such as `/administratie`. */
export const isBackOfficePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
