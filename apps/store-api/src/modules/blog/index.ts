export { blogRoutes } from './blog.routes.ts';
export {
  blogPathOf,
  blogPostsUsingMedia,
  removeBlogPost,
  replaceBlogCategory,
  replaceBlogPost,
  sitemapBlogPages,
} from './blog.service.ts';
