import type { AdminApiClient, AuditEntry, StaffMe } from '@tradeshop/api-client';
import { staffMay } from '@tradeshop/domain';

/** The last entries of an object's audit log, for its page; null for a member who may not read the log. */
export async function objectHistory(
  client: AdminApiClient,
  me: StaffMe,
  objectType: string,
  objectId: string,
): Promise<AuditEntry[] | null> {
  if (!staffMay(me.permissions, 'audit.read')) return null;
  return (await client.auditLog({ objectType, objectId, limit: 20 })).data;
}
