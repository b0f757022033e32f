/**
 * The documents of an article, as suppliers' catalogues and the ERP name them, and the tab of the
 * product page each shows under: what describes the article technically under "Downloads" (data
 * sheets, dimensional drawings, CAD models), what a buyer must keep or show under "Documents"
 * (safety data sheets, CE declarations, certificates), how to mount and use it under "Instructions".
 */
export const articleDocumentKinds = [
  'dataSheet',
  'drawing',
  'cad',
  'safetyDataSheet',
  'ceDeclaration',
  'certificate',
  'manual',
] as const;
export type ArticleDocumentKind = (typeof articleDocumentKinds)[number];

export type ProductDocumentTab = 'downloads' | 'documents' | 'instructions';

const tabOfKind: Record<ArticleDocumentKind, ProductDocumentTab> = {
  dataSheet: 'downloads',
  drawing: 'downloads',
  cad: 'downloads',
  safetyDataSheet: 'documents',
  ceDeclaration: 'documents',
  certificate: 'documents',
  manual: 'instructions',
};

/** The product page's tab a document of this kind shows under. */
export function productDocumentTab(kind: ArticleDocumentKind): ProductDocumentTab {
  return tabOfKind[kind];
}

/**
 * The files a document may be, by extension: PDFs, and the CAD formats of the trade (STEP, DWG,
 * and a ZIP of several), each with the bytes it starts with.
 */
export const documentFormats = {
  pdf: { mimeType: 'application/pdf', signature: '%PDF-' },
  step: { mimeType: 'model/step', signature: 'ISO-10303-21;' },
  stp: { mimeType: 'model/step', signature: 'ISO-10303-21;' },
  dwg: { mimeType: 'application/acad', signature: 'AC10' },
  zip: { mimeType: 'application/zip', signature: 'PK\u0003\u0004' },
} as const;
export type DocumentExtension = keyof typeof documentFormats;
