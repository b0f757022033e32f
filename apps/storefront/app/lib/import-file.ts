import { csvImport } from '@tradeshop/domain';

/** Specification §9: an import file holds at most 5 MB. */
export const maxImportFileBytes = csvImport.maxBytes;

/** Checked on the upload's size alone, before its content is read. */
export function importFileSizeProblem(bytes: number): { code: 'empty' } | { code: 'tooLarge' } | null {
  if (bytes === 0) return { code: 'empty' };
  if (bytes > maxImportFileBytes) return { code: 'tooLarge' };
  return null;
}

/**
 * The text of an upload. Control characters mean a binary file (an .xlsx is a zip, an .xls an OLE
 * file): null. Bytes that are no UTF-8 are read as Windows-1252, which Excel's plain "CSV" writes.
 */
export function decodeImportFile(bytes: Uint8Array): string | null {
  if (bytes.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
