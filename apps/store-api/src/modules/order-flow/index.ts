export { orderFlowRoutes } from './order-flow.routes.ts';
export { activeFlowOf, assertCompanyUsers, person, remainingIn, remainingOf } from './order-flow.service.ts';
