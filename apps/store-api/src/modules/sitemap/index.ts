export { sitemapRoutes } from './sitemap.routes.ts';
