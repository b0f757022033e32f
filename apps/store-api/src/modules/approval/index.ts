export { approvalRoutes } from './approval.routes.ts';
export { ordersWithDeciders } from './approval.service.ts';
export { mailApprovers } from './approval-mails.ts';
export { decidersOf, type OrderToDecide } from './deciders.ts';
