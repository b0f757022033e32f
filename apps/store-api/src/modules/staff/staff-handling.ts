import type { Handling, HandlingState, handlingChange, inboxQuery } from '@tradeshop/api-client/contracts';
import { errorCodes, permissionsOfRoles, type StaffPermission, staffMay } from '@tradeshop/domain';
import { type AnyColumn, and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { type AuditActor, changedFields, recordAudit } from '../audit/index.ts';
import { staffMember, staffMemberRole, staffRole } from './staff.tables.ts';

/** An item's handling as its owner's table keeps it (`handlingColumns`). */
export interface StoredHandling {
  handlingState: string;
  assigneeId: string | null;
}

/** The names of staff members by id, for the lists that show who handles what. */
export async function staffNames(tx: Tx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: staffMember.id, name: staffMember.name })
    .from(staffMember)
    .where(inArray(staffMember.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** An item's handling as the inboxes answer it, with the names of `staffNames`. */
export const handlingOf = (stored: StoredHandling, names: Map<string, string>): Handling => ({
  state: stored.handlingState as HandlingState,
  assignee: stored.assigneeId ? { id: stored.assigneeId, name: names.get(stored.assigneeId) ?? '' } : null,
});

/** The condition of an inbox's filters on its owner's handling columns; `me` is the member who asks. */
export function handlingFilter(
  columns: { handlingState: AnyColumn; assigneeId: AnyColumn },
  filter: Pick<z.output<typeof inboxQuery>, 'state' | 'assignee'>,
  memberId: string,
): SQL | undefined {
  const assignee =
    filter.assignee === undefined
      ? undefined
      : filter.assignee === 'none'
        ? isNull(columns.assigneeId)
        : eq(columns.assigneeId, filter.assignee === 'me' ? memberId : filter.assignee);
  return and(filter.state ? eq(columns.handlingState, filter.state) : undefined, assignee);
}

/** Refuses an assignee who is no active member, or whose roles do not allow the inbox. */
async function assertAssignable(tx: Tx, memberId: string, permission: StaffPermission) {
  const roles = await tx
    .select({ permissions: staffRole.permissions })
    .from(staffMemberRole)
    .innerJoin(staffRole, eq(staffRole.id, staffMemberRole.roleId))
    .innerJoin(staffMember, eq(staffMember.id, staffMemberRole.staffId))
    .where(and(eq(staffMemberRole.staffId, memberId), eq(staffMember.active, true)));
  if (!staffMay(permissionsOfRoles(roles), permission))
    throw invalidRequest([
      {
        propertyPath: 'body/assigneeId',
        type: errorCodes.adminNotAssignable,
        title: 'No active staff member who may handle this',
      },
    ]);
}

/**
 * Changes how far the staff got with an item and who handles it: a new assignee must be an active
 * member whose roles allow `permission`. Records the change in the audit log (the assignees by
 * name) and answers the handling to store.
 */
export async function changeHandling(
  tx: Tx,
  actor: AuditActor,
  item: { objectType: string; objectId: string; permission: StaffPermission },
  before: StoredHandling,
  change: z.output<typeof handlingChange>,
): Promise<StoredHandling> {
  const after = {
    handlingState: change.state ?? before.handlingState,
    assigneeId: change.assigneeId === undefined ? before.assigneeId : change.assigneeId,
  };
  if (after.assigneeId && after.assigneeId !== before.assigneeId)
    await assertAssignable(tx, after.assigneeId, item.permission);
  const names = await staffNames(tx, [before.assigneeId, after.assigneeId]);
  const audited = (handling: StoredHandling) => ({
    state: handling.handlingState,
    assignee: handling.assigneeId && (names.get(handling.assigneeId) ?? null),
  });
  const changes = changedFields(audited(before), audited(after));
  if (Object.keys(changes).length)
    await recordAudit(tx, actor, {
      objectType: item.objectType,
      objectId: item.objectId,
      action: 'changed',
      changes,
    });
  return after;
}
