import { auditLogQuery, auditLogResponse } from '@tradeshop/api-client/contracts';
import { momentOfBound } from '@tradeshop/domain';
import type { StoreApi } from '../../platform/types.ts';
import { asAuditEntry, auditEntries } from './audit.service.ts';

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
        data: entries.map(asAuditEntry),
        total,
      };
    },
  );
}
