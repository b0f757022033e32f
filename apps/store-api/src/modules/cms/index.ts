export { cmsRoutes } from './cms.routes.ts';
