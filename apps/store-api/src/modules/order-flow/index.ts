export { orderFlowRoutes } from './order-flow.routes.ts';
export {
  activeFlowOf,
  assertCompanyUsers,
  assertNoPendingOrders,
  nameTaken,
  person,
  remainingIn,
  remainingOf,
} from './order-flow.service.ts';
