export {
  type AddressBookOptions,
  billingAddressOf,
  contactNames,
  deliveryAddressOf,
  type PostalAddress,
} from './address.service.ts';
export { companyRoutes } from './company.routes.ts';
export { applyErpCompanies, companyNumberClashes, type ErpCompany } from './company-import.ts';
export { companyIdsByNumber, companyNamesById, companyTermsOf, vatNumberOf } from './company-terms.ts';
export { companyUsersRoutes } from './company-users.routes.ts';
export type { UserBudget, UserBudgets } from './company-users.service.ts';
export { type CustomerRouteOptions, customerRoutes } from './customer.routes.ts';
export {
  type JoinVisitorCart,
  loggedInCustomer,
  logout,
  type MailRecipient,
  mailAddressee,
  mailRecipients,
  newRecoveryToken,
  openVouchedSession,
  recoveryTokenHash,
} from './customer.service.ts';
export { registerCustomersAdminRoutes } from './customers-admin.routes.ts';
export {
  createLeadBuyer,
  hasUsers,
  type LeadBuyerInput,
  LeadBuyerRefused,
  leadBuyerInput,
} from './lead-buyer.service.ts';
export { loginAsCustomerAdminRoutes, loginAsCustomerRoutes } from './login-as-customer.routes.ts';
export { throttledCheck } from './login-throttle.ts';
export {
  decoyHash,
  hashPassword,
  rehashedPassword,
  type ScryptCost,
  scryptCost,
  setScryptCostOutsideProduction,
  verifyPassword,
} from './password.ts';
export {
  activeCompanyPeople,
  companyAndBuyer,
  companyPeople,
  companyUserIds,
  isLeadBuyer,
  liveCompanyUserIds,
  lockCustomer,
  type MailingUser,
  mailingUsers,
  markPunchoutUser,
  type OrderApprover,
  orderApproversOf,
  someoneMayApprove,
  userOfUsername,
  usersById,
  usersWithCompany,
} from './people.ts';
export {
  accountPersonalData,
  eraseAccount,
  lockForErasure,
  type Person,
  personalUserFields,
  personOf,
} from './personal-data.ts';
export { registrationRoutes } from './registration.routes.ts';
export { registrationsAwaitingConfirmation } from './registration.service.ts';
export { loadSessionCustomer } from './session-customer.ts';
export { signingKey } from './signed-token.ts';
export { buyerTaxPositionOf } from './tax-position.ts';
export { recheckVatNumbers, startVatRecheck } from './vat-recheck.ts';
