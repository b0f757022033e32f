import {
  adminOrderCancelRequest,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderResponse,
  id,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { staffActorOf } from '../staff/index.ts';
import { cancelOrderAsStaff, deliverOrderAgain, staffOrderDetail, staffOrderList } from './order-admin.ts';

/** The back-office's orders: the Admin API routes of the order book, registered among the guarded routes of `prefix`. */
export function registerOrderAdminRoutes(guarded: StoreApi, prefix: string) {
  const params = z.object({ id });

  guarded.get(
    `${prefix}/order`,
    {
      config: { staffRule: 'orders.read' },
      schema: {
        tags: ['Orders'],
        summary:
          'Every shop order, newest first, by `status`, company (`companyId`), period (`since`, `until`: a day in Brussels or a moment), where it stands with the ERP (`erpDelivery`), or its `number`; `limit` a page, the next page `after` the last order (the answer’s `next`). `total` counts up to 10,000.',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse },
      },
    },
    async (request) => guarded.db.transaction((tx) => staffOrderList(tx, request.query)),
  );

  guarded.get(
    `${prefix}/order/:id`,
    {
      config: { staffRule: 'orders.read' },
      schema: {
        tags: ['Orders'],
        summary:
          'An order with its addresses and lines, its events for the ERP with each attempt at delivering them, and whether it may be cancelled or delivered again now.',
        params,
        response: { 200: adminOrderResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction((tx) => staffOrderDetail(tx, request.params.id)),
    }),
  );

  guarded.post(
    `${prefix}/order/:id/deliver-again`,
    {
      config: { staffRule: 'orders.manage' },
      schema: {
        tags: ['Orders'],
        summary:
          'Offers the order’s event whose delivery to the ERP failed again, now rather than after its back-off (409 when none failed, or it is on its way). Recorded in the audit log.',
        params,
        response: { 200: adminOrderResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction(async (tx) => {
        await deliverOrderAgain(tx, staffActorOf(request), request.params.id);
        return staffOrderDetail(tx, request.params.id);
      }),
    }),
  );

  guarded.post(
    `${prefix}/order/:id/cancel`,
    {
      config: { staffRule: 'orders.manage' },
      schema: {
        tags: ['Orders'],
        summary:
          'Cancels an open order that the ERP has not taken, with a `reason`: its stock goes back, and an ERP that was sent the order is sent the cancellation (409 once the ERP has taken it). Recorded in the audit log.',
        params,
        body: adminOrderCancelRequest,
        response: { 200: adminOrderResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction(async (tx) => {
        await cancelOrderAsStaff(
          { tx, erp: guarded.ports.erp },
          staffActorOf(request),
          request.params.id,
          request.body.reason,
        );
        return staffOrderDetail(tx, request.params.id);
      }),
    }),
  );
}
