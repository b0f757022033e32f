import { adminPunchoutAccountsResponse, id } from '@tradeshop/api-client/contracts';
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { companyUserIds } from '../account/index.ts';
import { punchoutAccount } from './punchout.tables.ts';

/** A company's punch-out accounts on its back-office page, read-only and without their secrets. */
export function registerPunchoutAdminRoutes(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/company/:id/punchout-accounts`,
    {
      config: { staffRule: 'companies.read' },
      schema: {
        tags: ['Companies'],
        summary:
          'How the company’s procurement systems log its users in (OCI username or cXML sender, the hosts a cart may go back to); never a password or secret.',
        params: z.object({ id }),
        response: { 200: adminPunchoutAccountsResponse },
      },
    },
    async (request) => {
      const accounts = await guarded.db.transaction(async (tx) => {
        const users = await companyUserIds(tx, request.params.id);
        if (users.length === 0) return [];
        return tx
          .select()
          .from(punchoutAccount)
          .where(inArray(punchoutAccount.customerId, users))
          .orderBy(asc(punchoutAccount.createdAt));
      });
      return {
        data: accounts.map((account) => ({
          customerId: account.customerId,
          protocol: account.protocol,
          identity:
            account.protocol === 'oci'
              ? (account.ociUsername ?? '')
              : `${account.cxmlDomain ?? ''} ${account.cxmlIdentity ?? ''}`.trim(),
          allowedHosts: account.allowedHosts,
          createdAt: account.createdAt.toISOString(),
        })),
      };
    },
  );
}
