export { companyUsersRoutes } from './company-users.routes.ts';
