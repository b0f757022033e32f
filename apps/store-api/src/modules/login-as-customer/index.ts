export { loginAsCustomerRoutes } from './login-as-customer.routes.ts';
export { signingKey } from './signed-token.ts';
