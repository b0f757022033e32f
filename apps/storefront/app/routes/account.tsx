import { requireCustomer } from '../lib/account.server';
import type { Route } from './+types/account';

/** Every account page is for logged-in customers only. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    await requireCustomer(request, context);
  },
];
