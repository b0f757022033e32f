export { orderReferenceRoutes } from './order-reference.routes.ts';
export { orderReferenceDecision } from './order-reference.service.ts';
export {
  approverIdsOfReference,
  approverIdsOfReferences,
  referencesApprovedBy,
} from './reference-approvers.ts';
