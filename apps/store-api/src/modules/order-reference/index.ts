export { orderReferenceRoutes } from './order-reference.routes.ts';
export { orderReferenceDecision } from './order-reference.service.ts';
