import { adminCompanyBudgetsResponse, id } from '@tradeshop/api-client/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { orderBudget } from './budget.tables.ts';

/** A company's order flows and order references on its back-office page, read-only. */
export function registerBudgetAdminRoutes(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/company/:id/budgets`,
    {
      config: { staffRule: 'companies.read' },
      schema: {
        tags: ['Companies'],
        summary: 'The company’s order flows and order references with their budgets and approval limits.',
        params: z.object({ id }),
        response: { 200: adminCompanyBudgetsResponse },
      },
    },
    async (request) => {
      const rows = await guarded.db.transaction((tx) =>
        tx
          .select()
          .from(orderBudget)
          .where(eq(orderBudget.companyId, request.params.id))
          .orderBy(asc(orderBudget.kind), asc(sql`lower(${orderBudget.name})`)),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          active: row.active,
          period: row.period,
          budgetAmount: row.budgetAmount,
          overBudget: row.overBudget,
          approveFrom: row.approveFrom,
        })),
      };
    },
  );
}
