export { blogRoutes } from './blog.routes.ts';
export {
  blogPathOf,
  removeBlogPost,
  replaceBlogCategory,
  replaceBlogPost,
  sitemapBlogPages,
} from './blog.service.ts';
