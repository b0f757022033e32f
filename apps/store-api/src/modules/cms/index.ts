export { cmsRoutes } from './cms.routes.ts';
export { replaceCmsPage } from './cms.service.ts';
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
export { type ContentMediaUse, contentUsesOfMedia } from './media-uses.ts';
