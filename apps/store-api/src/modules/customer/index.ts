export { type CustomerRouteOptions, customerRoutes } from './customer.routes.ts';
export { hashPassword, verifyPassword } from './password.ts';
export type { SessionCustomer } from './session-customer.ts';
