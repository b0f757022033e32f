import type { DeliveryAttempt, ErpDeliveryState } from '@tradeshop/api-client';

/** Where an order stands with the ERP, in the back-office's words. */
export const erpDeliveryKeys = {
  none: 'orders.erpNone',
  waiting: 'orders.erpWaiting',
  failed: 'orders.erpFailed',
  taken: 'orders.erpTaken',
} as const satisfies Record<ErpDeliveryState, string>;

/** How an attempt at handing an event to the ERP went, in the back-office's words. */
export const attemptOutcomeKeys = {
  delivered: 'order.outcomeDelivered',
  failed: 'order.outcomeFailed',
  offered: 'order.outcomeOffered',
} as const satisfies Record<DeliveryAttempt['outcome'], string>;
