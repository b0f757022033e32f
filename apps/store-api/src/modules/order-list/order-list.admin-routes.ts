import { adminOrderListsResponse, id } from '@tradeshop/api-client/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { orderList, orderListItem } from './order-list.tables.ts';

/** A company's order lists on its back-office page, read-only. */
export function registerOrderListAdminRoutes(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/company/:id/order-lists`,
    {
      config: { staffRule: 'companies.read' },
      schema: {
        tags: ['Companies'],
        summary: 'The company’s order lists: name, whose (a user’s or the company’s), how many articles.',
        params: z.object({ id }),
        response: { 200: adminOrderListsResponse },
      },
    },
    async (request) => {
      const rows = await guarded.db.transaction((tx) =>
        tx
          .select({
            id: orderList.id,
            name: orderList.name,
            ownerType: orderList.ownerType,
            createdBy: orderList.createdBy,
            lineCount: count(orderListItem.id),
            updatedAt: orderList.updatedAt,
          })
          .from(orderList)
          .leftJoin(orderListItem, eq(orderListItem.orderListId, orderList.id))
          .where(eq(orderList.companyId, request.params.id))
          .groupBy(orderList.id)
          .orderBy(asc(orderList.name)),
      );
      return { data: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
    },
  );
}
