import { adminCartsResponse, id } from '@tradeshop/api-client/contracts';
import { fromHundredths } from '@tradeshop/domain';
import { asc, desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { companyUserIds } from '../account/index.ts';
import { articleNames } from '../catalog/index.ts';
import { firstLanguageIdOf } from '../sales-channel/index.ts';
import { cart, cartLineItem } from './cart.tables.ts';

/**
 * What each user of a company has in their cart now, for the staff member who helps them on the
 * phone: article number, name in the staff member's language, quantity and remark. Read-only.
 */
export function registerCartAdminRoutes(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/company/:id/carts`,
    {
      config: { staffRule: 'carts.read' },
      schema: {
        tags: ['Companies'],
        summary: 'The current cart of each user of the company that has one, newest change first.',
        params: z.object({ id }),
        response: { 200: adminCartsResponse },
      },
    },
    async (request) => {
      const data = await guarded.db.transaction(async (tx) => {
        const users = await companyUserIds(tx, request.params.id);
        if (users.length === 0) return [];
        const carts = await tx
          .select()
          .from(cart)
          .where(inArray(cart.customerId, users))
          .orderBy(desc(cart.updatedAt));
        const lines = carts.length
          ? await tx
              .select()
              .from(cartLineItem)
              .where(
                inArray(
                  cartLineItem.cartId,
                  carts.map((row) => row.id),
                ),
              )
              .orderBy(asc(cartLineItem.position))
          : [];
        const languageId = await firstLanguageIdOf(tx, request.staff!.language);
        const names = await articleNames(
          tx,
          languageId,
          lines.map((line) => line.productId),
        );
        return carts
          .map((row) => ({
            customerId: row.customerId!,
            updatedAt: row.updatedAt.toISOString(),
            lines: lines
              .filter((line) => line.cartId === row.id)
              .map((line) => ({
                productNumber: names.get(line.productId)?.productNumber ?? '',
                name: names.get(line.productId)?.name ?? null,
                quantity: fromHundredths(line.quantityHundredths),
                remark: line.remark,
              })),
          }))
          .filter((row) => row.lines.length > 0);
      });
      return { data };
    },
  );
}
