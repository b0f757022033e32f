import type { ContentPageState } from '@tradeshop/api-client';
import type { ContentLocale, EditableBlockType } from '@tradeshop/domain';
import type { AdminMessageKey, AdminTranslate } from './i18n';

const stateLabels: Record<ContentPageState, AdminMessageKey> = {
  draft: 'content.state.draft',
  published: 'content.state.published',
  changed: 'content.state.changed',
  scheduled: 'content.state.scheduled',
};

const localeLabels: Record<ContentLocale, AdminMessageKey> = {
  'nl-NL': 'content.locale.nl-NL',
  'fr-FR': 'content.locale.fr-FR',
  'en-GB': 'content.locale.en-GB',
};

const blockLabels: Record<EditableBlockType, AdminMessageKey> = {
  hero: 'content.block.hero',
  text: 'content.block.text',
  image: 'content.block.image',
  'image-text': 'content.block.image-text',
  'product-slider': 'content.block.product-slider',
  'category-teaser': 'content.block.category-teaser',
  video: 'content.block.video',
  'call-to-action': 'content.block.call-to-action',
  downloads: 'content.block.downloads',
  'contact-form': 'content.block.contact-form',
};

/** The labels of the blocks' fields (see editableBlockFields), with a hint where the form is not obvious. */
const fieldLabels: Record<string, { label: AdminMessageKey; hint?: AdminMessageKey }> = {
  title: { label: 'content.field.title' },
  text: { label: 'content.field.text' },
  markdown: { label: 'content.field.markdown', hint: 'content.field.markdownHint' },
  imageUrl: { label: 'content.field.imageUrl', hint: 'content.field.imageUrlHint' },
  imageAlt: { label: 'content.field.imageAlt' },
  caption: { label: 'content.field.caption' },
  imagePosition: { label: 'content.field.imagePosition' },
  buttons: { label: 'content.field.buttons', hint: 'content.field.linksHint' },
  files: { label: 'content.field.files', hint: 'content.field.linksHint' },
  search: { label: 'content.field.search' },
  productNumbers: { label: 'content.field.productNumbers', hint: 'content.field.linesHint' },
  categoryId: { label: 'content.field.categoryId' },
  categoryIds: { label: 'content.field.categoryIds', hint: 'content.field.linesHint' },
  limit: { label: 'content.field.limit' },
  url: { label: 'content.field.url', hint: 'content.field.videoHint' },
};

export const contentStateLabel = (state: ContentPageState, t: AdminTranslate) => t(stateLabels[state]);
export const contentLocaleLabel = (locale: ContentLocale, t: AdminTranslate) => t(localeLabels[locale]);
export const blockTypeLabel = (type: EditableBlockType, t: AdminTranslate) => t(blockLabels[type]);

export function blockFieldLabel(
  name: string,
  t: AdminTranslate,
): { label: string; hint: string | undefined } {
  const labels = fieldLabels[name];
  return labels
    ? { label: t(labels.label), hint: labels.hint ? t(labels.hint) : undefined }
    : { label: name, hint: undefined };
}
