import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { orderReferenceApprover } from './order-reference.tables.ts';

/** The approvers each of these order references names, by reference id. */
export async function approverIdsOfReferences(
  tx: Tx,
  referenceIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byReference = new Map<string, Set<string>>();
  if (referenceIds.length === 0) return byReference;
  for (const link of await tx
    .select()
    .from(orderReferenceApprover)
    .where(inArray(orderReferenceApprover.referenceId, [...new Set(referenceIds)]))) {
    byReference.set(link.referenceId, (byReference.get(link.referenceId) ?? new Set()).add(link.customerId));
  }
  return byReference;
}

/** In a query: the ids of the approvers the order reference `referenceId` names. */
export const approverIdsOfReference = (referenceId: AnyColumn | SQL): SQL =>
  sql`select ${orderReferenceApprover.customerId} from ${orderReferenceApprover} where ${orderReferenceApprover.referenceId} = ${referenceId}`;

/** In a query: the ids of the order references that name `customerId` as approver. */
export const referencesApprovedBy = (customerId: string): SQL =>
  sql`select ${orderReferenceApprover.referenceId} from ${orderReferenceApprover} where ${orderReferenceApprover.customerId} = ${customerId}`;
