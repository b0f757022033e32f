/**
 * The twelve order statuses (account-and-ordering.md §3). Shop orders start `open` (or `notOpen`
 * while they wait for approval) and move on through the ERP port.
 */
export const orderStatuses = [
  'backorder',
  'blocked',
  'geShipped',
  'handling',
  'invoiced',
  'ltShipped',
  'notOpen',
  'open',
  'shipped',
  'inProgress',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/**
 * What became of an order that needed approval: it waits, an approver approved or declined it, or
 * its buyer withdrew it while it waited.
 */
export const approvalStatuses = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
