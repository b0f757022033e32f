export {
  approverIdsOfFlow,
  approverIdsOfFlows,
  flowsApprovedBy,
  flowsByIds,
  type OrderFlowRow,
} from './flow-approvers.ts';
export { orderFlowRoutes } from './order-flow.routes.ts';
export { activeFlowOf, remainingOf } from './order-flow.service.ts';
export { userBudgets } from './user-budgets.ts';
