export {
  approveFromValue,
  assertCompanyUsers,
  assertNoPendingOrders,
  type BudgetAndApprovalParts,
  budgetOf,
  budgetPeriodValues,
  nameTaken,
  peopleByHolder,
  remainingIn,
  requirePartRights,
} from './budget.service.ts';
export { budgetPeopleRoutes } from './budget-people.routes.ts';
