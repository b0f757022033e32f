import { sessionSummary } from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { loggedInCustomer } from '../account/index.ts';
import { cartLineCount } from '../cart/index.ts';
import { actingStaffOf } from '../context/index.ts';

/** What every storefront page asks of its session, in one call instead of three. */
export async function sessionRoutes(app: StoreApi) {
  app.get(
    '/dexis/session',
    {
      config: { access: anyone },
      schema: {
        tags: ['Context'],
        summary:
          'The session as a page shows it: the logged-in user as `GET /account/customer` answers it (null for a visitor), the staff member logged in as them, and the number of lines in the cart.',
        response: { 200: sessionSummary },
      },
    },
    async (request) => {
      const { ctx } = request;
      // One after the other: the request's queries may share one connection.
      const customer = ctx.customer ? await loggedInCustomer(ctx) : null;
      const cartLines = await cartLineCount(ctx);
      return {
        customer,
        actingStaff: actingStaffOf(ctx),
        cartLineCount: cartLines,
      };
    },
  );
}
