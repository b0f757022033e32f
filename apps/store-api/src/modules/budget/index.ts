export {
  assertCompanyUsers,
  assertNoPendingOrders,
  budgetOf,
  nameTaken,
  peopleByHolder,
  remainingIn,
} from './budget.service.ts';
