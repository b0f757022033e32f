export {
  assertCompanyUsers,
  assertNoPendingOrders,
  nameTaken,
  peopleByHolder,
  remainingIn,
} from './budget.service.ts';
