import { type DashboardFigures, dashboardResponse } from '@tradeshop/api-client/contracts';
import { brusselsDate, startOfBrusselsDay } from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import type { StoreApi } from '../../platform/types.ts';
import { registrationsAwaitingConfirmation } from '../account/index.ts';
import { openContactMessageCount } from '../contact/index.ts';
import { failingOfferEventCount, openOfferRequestCount } from '../offer/index.ts';
import { orderDashboardFigures } from '../order/index.ts';

/** The figures of the dashboard, each from the module that owns it; today is the day in Brussels. */
async function dashboardOf(tx: Tx): Promise<DashboardFigures> {
  const day = brusselsDate(new Date());
  const orders = await orderDashboardFigures(tx, startOfBrusselsDay(day));
  return {
    day,
    ordersToday: orders.ordersToday,
    ordersAwaitingErp: orders.ordersAwaitingErp,
    failingErpDeliveries: {
      orderEvents: orders.failingOrderEvents,
      offerEvents: await failingOfferEventCount(tx),
    },
    openContactMessages: await openContactMessageCount(tx),
    openOfferRequests: await openOfferRequestCount(tx),
    registrationsAwaitingConfirmation: await registrationsAwaitingConfirmation(tx),
  };
}

/** The back-office's dashboard: what needs attention today. */
export function registerDashboardRoute(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/dashboard`,
    {
      config: { staffRule: 'dashboard.read' },
      schema: {
        tags: ['Dashboard'],
        summary:
          'Today’s orders (in Brussels) and their amounts, placed orders the ERP has not taken yet, events for the ERP whose delivery failed, open contact messages and offer requests, and registrations waiting for their e-mail confirmation.',
        response: { 200: dashboardResponse },
      },
    },
    async () => ({ data: await guarded.db.transaction((tx) => dashboardOf(tx)) }),
  );
}
