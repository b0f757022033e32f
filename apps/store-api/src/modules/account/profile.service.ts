import type { Customer, ProfileRequest } from '@tradeshop/api-client/contracts';
import { type ListingView, salutationCodeOfKey } from '@tradeshop/domain';
import { eq } from 'drizzle-orm';
import { requireCustomer, requireRight } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { salutationKeyOf } from '../sales-channel/index.ts';
import { customer } from './account.tables.ts';
import { loggedInCustomer } from './customer.service.ts';
import { auditedUsers, recordUserChanges } from './user-audit.ts';

/** A language a user may choose must be one the shop speaks. */
export function assertShopLanguage(ctx: RequestContext, languageId: string | undefined) {
  if (languageId && !ctx.salesChannel.languages.has(languageId)) {
    throw invalidRequest([
      {
        propertyPath: 'body/languageId',
        type: 'VIOLATION::UNKNOWN_LANGUAGE',
        title: 'Not a language of this shop',
      },
    ]);
  }
}

/** Our salutation code of one of Shopware's salutation ids (mrs is our ms, not_specified none). */
function salutationCodeOf(salutationId: string): 'mr' | 'ms' | null {
  const key = salutationKeyOf(salutationId);
  if (!key) {
    throw invalidRequest([
      {
        propertyPath: 'body/salutationId',
        type: 'VIOLATION::UNKNOWN_SALUTATION',
        title: 'Not a salutation of this shop',
      },
    ]);
  }
  return salutationCodeOfKey(key);
}

/** A field left out stays as it is; an empty one is cleared. */
export const optionalChange = <Key extends string>(key: Key, value: string | undefined) =>
  value === undefined ? {} : ({ [key]: value || null } as Record<Key, string | null>);

/**
 * Changes the logged-in user's own contact data (ROLE_MANAGE_OWN_CONTACT_INFO). Optional fields a
 * client does not show (mobile, fax behind their feature flags) keep their values when left out.
 */
export async function changeProfile(ctx: RequestContext, input: ProfileRequest): Promise<Customer> {
  const user = requireRight(ctx, 'ROLE_MANAGE_OWN_CONTACT_INFO');
  assertShopLanguage(ctx, input.languageId);
  const salutation =
    input.salutationId === undefined ? input.salutation : salutationCodeOf(input.salutationId);
  return inTransaction(ctx, async (ctx) => {
    const audited = await auditedUsers(ctx.tx, [user.id]);
    await ctx.tx
      .update(customer)
      .set({
        ...(salutation !== undefined ? { salutation } : {}),
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...optionalChange('phone', input.phone),
        ...optionalChange('mobile', input.mobile),
        ...optionalChange('fax', input.fax),
        ...(input.languageId ? { languageId: input.languageId } : {}),
      })
      .where(eq(customer.id, user.id));
    await recordUserChanges(ctx, [user.id], audited);
    return loggedInCustomer(ctx);
  });
}

/** Remembers cards or compact rows for the user's listings; a display choice that needs no right. */
export async function changeListingView(ctx: RequestContext, view: ListingView): Promise<Customer> {
  const user = requireCustomer(ctx);
  await ctx.tx.update(customer).set({ listingView: view }).where(eq(customer.id, user.id));
  return loggedInCustomer(ctx);
}
