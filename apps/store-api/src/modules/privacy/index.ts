export { privacyRoutes, registerPrivacyAdminRoutes } from './privacy.routes.ts';
