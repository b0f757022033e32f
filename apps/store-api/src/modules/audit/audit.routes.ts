import { auditLogQuery, auditLogResponse } from '@tradeshop/api-client/contracts';
import { momentOfBound } from '@tradeshop/domain';
import type { StoreApi } from '../../platform/types.ts';
import { auditEntries } from './audit.service.ts';

/** The audit log's Admin API route, registered among the guarded routes of `prefix`. */
export function registerAuditLogRoute(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/audit-log`,
    {
      config: { staffRule: 'audit.read' },
      schema: {
        tags: ['Audit log'],
        summary:
          'Who changed what and when: entries by object (`objectType`, `objectId`), actor and period, newest first, 50 a page.',
        querystring: auditLogQuery,
        response: { 200: auditLogResponse },
      },
    },
    async (request) => {
      const query = request.query;
      const { entries, total } = await guarded.db.transaction((tx) =>
        auditEntries(tx, { ...query, since: momentOfBound(query.since), until: momentOfBound(query.until) }),
      );
      return {
        data: entries.map((entry) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          actor: {
            kind: entry.actorKind as 'staff' | 'customer' | 'staff-as-customer',
            id: entry.actorId,
            name: entry.actorName,
            onBehalfOf:
              entry.onBehalfOfId && entry.onBehalfOfName
                ? { id: entry.onBehalfOfId, name: entry.onBehalfOfName }
                : null,
            clientAddress: entry.clientAddress,
          },
          objectType: entry.objectType,
          objectId: entry.objectId,
          action: entry.action,
          changes: entry.changes,
        })),
        total,
      };
    },
  );
}
