export { costPostRoutes } from './cost-post.routes.ts';
export { orderCostPosts } from './cost-post.service.ts';
export type { CostPostSnapshot } from './cost-post.tables.ts';
