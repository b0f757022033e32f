import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { customerActorOf, recordChanges } from '../audit/index.ts';
import { customer, customerRight } from './account.tables.ts';

/** What the audit log records of a user: their data and the codes of the rights they hold, never a password. */
const auditedColumns = {
  id: customer.id,
  username: customer.username,
  email: customer.email,
  salutation: customer.salutation,
  firstName: customer.firstName,
  lastName: customer.lastName,
  phone: customer.phone,
  mobile: customer.mobile,
  fax: customer.fax,
  languageId: customer.languageId,
  active: customer.active,
  leadBuyer: customer.leadBuyer,
  defaultShippingAddressId: customer.defaultShippingAddressId,
  rights: sql<string[]>`array(select ${customerRight.code} from ${customerRight}
    where ${customerRight.customerId} = ${customer.id} and ${customerRight.enabled} order by 1)`,
};

/** These live users as the audit log records them, by id; a deleted user is none. */
export async function auditedUsers(tx: Tx, ids: readonly string[]) {
  const rows = await tx
    .select(auditedColumns)
    .from(customer)
    .where(and(inArray(customer.id, [...ids]), isNull(customer.deletedAt)));
  return new Map(rows.map(({ id, ...user }) => [id, user]));
}

/**
 * Records in the audit log, as the request's customer's doing, what became of users since `before`
 * (`auditedUsers` before the change): a user missing there was created, one gone since was deleted.
 */
export async function recordUserChanges(
  ctx: RequestContext,
  ids: readonly string[],
  before: Awaited<ReturnType<typeof auditedUsers>>,
) {
  const after = await auditedUsers(ctx.tx, ids);
  await recordChanges(
    ctx.tx,
    customerActorOf(ctx),
    ids.map((id) => ({
      objectType: 'customer-user',
      objectId: id,
      before: before.get(id) ?? null,
      after: after.get(id) ?? null,
    })),
  );
}
