export { orderFlowRoutes } from './order-flow.routes.ts';
export { activeFlowOf, remainingOf } from './order-flow.service.ts';
