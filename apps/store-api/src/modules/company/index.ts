export { companyRoutes } from './company.routes.ts';
