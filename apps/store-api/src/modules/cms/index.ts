export { cmsRoutes } from './cms.routes.ts';
export { replaceCmsPage } from './cms.service.ts';
