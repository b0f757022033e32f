export { registerDashboardRoute } from './dashboard.routes.ts';
