export { pagesRoutes } from './pages.routes.ts';
