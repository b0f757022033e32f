export { blogRoutes } from './blog.routes.ts';
export {
  blogPathOf,
  blogPostsUsingMedia,
  removeBlogPost,
  replaceBlogCategory,
  replaceBlogPost,
  sitemapBlogPages,
} from './blog.service.ts';
export { blogPostEditing } from './blog-post-editing.ts';
export { blogPreviewRoutes } from './blog-preview.routes.ts';
