import type { Customer, ProfileRequest } from '@tradeshop/api-client/contracts';
import { eq } from 'drizzle-orm';
import { invalidRequest } from '../../http/violations.ts';
import type { RequestContext } from '../context/index.ts';
import { requireRight } from './access.ts';
import { loggedInCustomer } from './customer.service.ts';
import { customer } from './customer.tables.ts';

/** Changes the logged-in user's own contact data (ROLE_MANAGE_OWN_CONTACT_INFO). */
export async function changeProfile(ctx: RequestContext, input: ProfileRequest): Promise<Customer> {
  const user = requireRight(ctx, 'ROLE_MANAGE_OWN_CONTACT_INFO');
  if (input.languageId && !ctx.salesChannel.languages.has(input.languageId)) {
    throw invalidRequest([
      {
        propertyPath: 'body/languageId',
        type: 'VIOLATION::UNKNOWN_LANGUAGE',
        title: 'Not a language of this shop',
      },
    ]);
  }
  await ctx.tx
    .update(customer)
    .set({
      ...(input.salutation !== undefined ? { salutation: input.salutation } : {}),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone || null,
      mobile: input.mobile || null,
      fax: input.fax || null,
      ...(input.languageId ? { languageId: input.languageId } : {}),
    })
    .where(eq(customer.id, user.id));
  return loggedInCustomer(ctx);
}
