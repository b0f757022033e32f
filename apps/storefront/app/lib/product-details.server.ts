import type { Media, ProductDetail } from '@tradeshop/api-client';
import { type ArticleDocumentKind, articleDocumentKinds } from '@tradeshop/domain';

/** A file of the product page's download tabs. */
export interface ProductFile {
  url: string;
  /** Its own title; null for a document of a kind, which is named by its kind. */
  title: string | null;
  /** What the document is, when the catalogue said (a data sheet, a safety data sheet, a manual...). */
  kind: ArticleDocumentKind | null;
  extension: string;
}

/** The product page's tab contents beyond description, specifications and variants. */
export interface ProductDetails {
  /** Text of the custom field `dexisAdditionalInfo`. */
  additionalInfo: string | null;
  /** Text of the custom field `dexisApplications`. */
  applications: string | null;
  /** Technical sheets, drawings and CAD models: documents without another document type. */
  downloads: ProductFile[];
  /** Documents whose `dexisDocumentType` is `document` (safety data sheets, CE declarations, certificates). */
  documents: ProductFile[];
  /** Documents whose `dexisDocumentType` is `instruction` (manuals). */
  instructions: ProductFile[];
  /** What the manufacturer tells about itself, with the manufacturer's article number. */
  manufacturer: {
    name: string;
    description: string | null;
    link: string | null;
    manufacturerNumber: string | null;
  } | null;
  /** Option groups of the variants (size, colour...) as columns of the variants table. */
  variantColumns: { groups: string[]; values: Record<string, string[]> };
}

function textField(fields: Record<string, unknown>, name: string): string | null {
  const value = fields[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A document of the product (a PDF, or a file of a document kind such as a CAD model) rather than a picture. */
function isDocumentMedia(media: Pick<Media, 'fileExtension' | 'customFields' | 'mimeType'>): boolean {
  const extension = media.customFields.dexisCdnExtension ?? media.fileExtension;
  return (
    (typeof extension === 'string' && extension.toUpperCase() === 'PDF') ||
    media.mimeType === 'application/pdf' ||
    documentKindOf(media) !== null
  );
}

function documentKindOf(media: Pick<Media, 'customFields'>): ArticleDocumentKind | null {
  const kind = media.customFields.documentKind;
  return (articleDocumentKinds as readonly unknown[]).includes(kind) ? (kind as ArticleDocumentKind) : null;
}

function fileOf(media: Media, fallbackTitle: string): ProductFile {
  const seoName = textField(media.customFields, 'dexisSeoName');
  const kind = documentKindOf(media);
  return {
    url: media.url,
    title: media.translated.title || seoName || (kind ? null : fallbackTitle),
    kind,
    extension: (media.fileExtension || 'pdf').toUpperCase(),
  };
}

function variantColumnsOf(product: ProductDetail): ProductDetails['variantColumns'] {
  const groups = new Map<string, { name: string; position: number }>();
  for (const variant of product.variants) {
    for (const option of variant.options) {
      groups.set(option.groupId, { name: option.group.translated.name, position: option.group.position });
    }
  }
  const ordered = [...groups.entries()].sort(
    ([, a], [, b]) => a.position - b.position || a.name.localeCompare(b.name),
  );
  const values: Record<string, string[]> = {};
  for (const variant of product.variants) {
    values[variant.id] = ordered.map(
      ([groupId]) =>
        variant.options
          .filter((option) => option.groupId === groupId)
          .map((option) => option.translated.name)
          .join(', ') || '–',
    );
  }
  return { groups: ordered.map(([, group]) => group.name), values };
}

export function productDetailsOf(product: ProductDetail): ProductDetails {
  const fields = { ...product.customFields, ...product.translated.customFields };
  const files = {
    downloads: [] as ProductFile[],
    documents: [] as ProductFile[],
    instructions: [] as ProductFile[],
  };
  const seen = new Set<string>();
  for (const entry of [...product.media].sort((a, b) => a.position - b.position)) {
    if (seen.has(entry.mediaId) || !isDocumentMedia(entry.media)) continue;
    seen.add(entry.mediaId);
    const type = textField(entry.media.customFields, 'dexisDocumentType');
    const file = fileOf(entry.media, product.productNumber);
    if (type === 'instruction') files.instructions.push(file);
    else if (type === 'document') files.documents.push(file);
    else files.downloads.push(file);
  }
  const manufacturer = product.manufacturer;
  return {
    additionalInfo: textField(fields, 'dexisAdditionalInfo'),
    applications: textField(fields, 'dexisApplications'),
    ...files,
    manufacturer:
      manufacturer && (manufacturer.translated.description || manufacturer.link)
        ? {
            name: manufacturer.translated.name,
            description: manufacturer.translated.description,
            link: manufacturer.link,
            manufacturerNumber: product.manufacturerNumber,
          }
        : null,
    variantColumns: variantColumnsOf(product),
  };
}
