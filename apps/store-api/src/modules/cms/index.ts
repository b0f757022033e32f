export { cmsRoutes } from './cms.routes.ts';
export { replaceCmsPage } from './cms.service.ts';
export { registerContentAdminRoutes } from './content.admin-routes.ts';
export { publishDueDrafts, startContentPublisher } from './content-editor.ts';
export { contentPageChoices } from './content-page-choices.ts';
export {
  type ContentPageInput,
  deleteContentPage,
  homePageKey,
  type LoadedContentPage,
  loadContentPage,
  type SitemapContentPage,
  sitemapContentPages,
  writeContentPage,
  writeContentPages,
} from './content-pages.ts';
export {
  type ContentKind,
  canonicalContentPaths,
  type ResolvedContentPath,
  removeContentPaths,
  resolveContentPath,
  setContentPaths,
  trimmedPath,
} from './content-paths.ts';
export { contentPreviewRoutes } from './content-preview.routes.ts';
export { type ContentMediaUse, contentUsesOfMedia } from './media-uses.ts';
