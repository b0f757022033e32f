import { type DocumentExtension, documentFormats, errorCodes } from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { storeMediaFileIfChanged } from './media-files.ts';

/** Where the ERP's and the catalogues' documents lie below the media root; articles name them by this path. */
const documentFolder = 'erp';

export const documentMimeTypes = [
  ...new Set(Object.values(documentFormats).map((format) => format.mimeType)),
];

/** Whether a file name ends in the extension of a document (PDF, STEP, DWG, ZIP) rather than a picture. */
export function isDocumentFileName(fileName: string): boolean {
  return extensionOf(fileName) !== null;
}

function extensionOf(fileName: string): DocumentExtension | null {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension && Object.hasOwn(documentFormats, extension) ? (extension as DocumentExtension) : null;
}

/**
 * Stores a document the ERP uploads under its file name (`erp/<name>` in the media library), so that
 * articles can name it among their documents; a new file under the same name replaces the old one
 * everywhere. Its bytes must start as its extension's format does: a PDF with `%PDF-`, a STEP model
 * with `ISO-10303-21;`, a DWG with `AC10`, a ZIP with its local header.
 */
export async function storeCatalogueDocument(
  tx: Tx,
  mediaDir: string,
  fileName: string,
  bytes: Buffer,
): Promise<{ path: string; changed: boolean }> {
  const extension = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(fileName) ? extensionOf(fileName) : null;
  if (!extension)
    throw new ApiProblem(
      422,
      errorCodes.integrationInvalidDocument,
      'The file name takes letters, digits, dots, dashes and underscores, and ends in .pdf, .step, .stp, .dwg or .zip.',
      { file: fileName },
    );
  const format = documentFormats[extension];
  if (bytes.subarray(0, format.signature.length).toString('latin1') !== format.signature)
    throw new ApiProblem(
      422,
      errorCodes.integrationInvalidDocument,
      `The file is no ${extension.toUpperCase()} file: it does not begin as one.`,
      { file: fileName },
    );
  const path = `${documentFolder}/${fileName}`;
  const changed = await storeMediaFileIfChanged(tx, mediaDir, {
    path,
    bytes,
    mimeType: format.mimeType,
    fileExtension: extension,
  });
  return { path, changed };
}
