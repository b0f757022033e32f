export { orderFlowRoutes } from './order-flow.routes.ts';
export { userBudgets } from './user-budgets.ts';
