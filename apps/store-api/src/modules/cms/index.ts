export { cmsRoutes } from './cms.routes.ts';
export { replaceCmsPage } from './cms.service.ts';
export { registerContentAdminRoutes } from './content.admin-routes.ts';
export {
  contentNotFound,
  draftInLanguage,
  draftStoreOf,
  type EditableKind,
  type EditableSubject,
  editorLanguages,
  type PublishableText,
  publishDueDrafts,
  startContentPublisher,
} from './content-editor.ts';
export { contentPageChoices } from './content-page-choices.ts';
export { contentPageEditing } from './content-page-editing.ts';
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
export { blockPictureViolations, pictureRefusal } from './content-pictures.ts';
export { contentPreviewRoutes, previewClaimsOf, previewRefused } from './content-preview.routes.ts';
export { issuePreviewToken } from './content-preview.ts';
export { type ContentMediaUse, contentUsesOfMedia } from './media-uses.ts';
