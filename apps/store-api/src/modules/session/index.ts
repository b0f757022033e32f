export { sessionRoutes } from './session.routes.ts';
