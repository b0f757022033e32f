export { registerBudgetAdminRoutes } from './budget.admin-routes.ts';
export { mayManageBudgetParts, registerBudgetRoutes } from './budget.routes.ts';
export {
  assignFlow,
  type BudgetListCriteria,
  listBudgets,
} from './budget.service.ts';
export {
  asUsableReference,
  type BudgetKind,
  orderFlows,
  orderReferences,
  remainingOfFlow,
  remainingOfReference,
} from './budget-kinds.ts';
export { budgetPeopleRoutes } from './budget-people.routes.ts';
export { approverIdsNamedBy, approverIdsOfBudgets, budgetsApprovedBy } from './budget-people.ts';
export {
  activeFlowBudgetBetween,
  activeFlowOf,
  type BudgetRow,
  budgetsByIds,
  type FlowRow,
  referencesUsableBy,
  referenceUsableBy,
} from './budget-queries.ts';
