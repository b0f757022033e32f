import type { DeliveryAttempt, ErpDeliveryState } from '@tradeshop/api-client';
import type { PaymentMethod, ShippingMethod, ShippingOption } from '@tradeshop/domain';

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

/** How the order is delivered, as the buyer chose it at checkout, in the back-office's words. */
export const shippingOptionKeys = {
  delivery: 'order.option.delivery',
  pickup: 'order.option.pickup',
} as const satisfies Record<ShippingOption, string>;

export const shippingMethodKeys = {
  together: 'order.method.together',
  separate: 'order.method.separate',
  'backorders-together': 'order.method.backordersTogether',
} as const satisfies Record<ShippingMethod, string>;

export const paymentMethodKeys = {
  invoice: 'order.paymentMethod.invoice',
  prepayment: 'order.paymentMethod.prepayment',
  card: 'order.paymentMethod.card',
} as const satisfies Record<PaymentMethod, string>;
