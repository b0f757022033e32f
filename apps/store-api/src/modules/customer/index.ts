export { customerRoutes } from './customer.routes.ts';
export { hashPassword } from './password.ts';
export type { SessionCustomer } from './session-customer.ts';
