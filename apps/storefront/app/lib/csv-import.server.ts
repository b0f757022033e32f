import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data } from 'react-router';
import { accountErrorMessage } from './account-errors';
import type { Translate } from './i18n';
import { decodeImportFile, importFileSizeProblem, maxImportFileBytes } from './import-file';

/** Room for the other form fields and the multipart boundaries next to the file. */
const multipartOverheadBytes = 64 * 1024;

/** A row of an import file as the page shows it: its row number, its cells and why it was refused. */
export type ImportRow = { line: number; reason?: string } & Record<string, string | number | undefined>;

/** What an import call of the Store API answers: a preview of the first entries, or every row's outcome. */
export type ImportAnswer<Entry> =
  | { preview: true; entries: Entry[]; totalRows: number }
  | {
      preview: false;
      added: number;
      updated: number;
      unchanged: number;
      refused: number;
      rows: (Entry & { outcome: string })[];
    };

/**
 * The two steps of a CSV import page, one action: `check` posts the file (multipart) and gets a
 * preview of its first entries; `import` posts the checked file's text and gets what became of
 * every row. Any problem comes back in the user's language on the upload step; nothing is written.
 */
export async function csvImportAction<Entry extends { line: number }>(
  request: Request,
  t: Translate,
  feature: {
    importFile: (body: { content: string; preview: boolean }) => Promise<{ data: ImportAnswer<Entry> }>;
    /** Why a refused row was refused, worded for the user. */
    reasonOf: (row: Entry) => string;
    /** The message when the file lacks its columns, which name the feature's columns. */
    invalidFormat: string;
  },
) {
  const uploadProblem = (fileError: string, refusedRows: ImportRow[] = []) =>
    data({ step: 'upload' as const, fileError, refusedRows }, { status: 400 });
  const failed = (error: unknown) => {
    if (!(error instanceof StoreApiError)) throw error;
    if (error.code === errorCodes.csvInvalidFormat) return uploadProblem(feature.invalidFormat);
    const refusedRows =
      error.code === errorCodes.csvAllRowsFailed
        ? ((error.errors[0]?.meta.parameters.rows ?? []) as Entry[]).map((row) => ({
            ...(row as unknown as ImportRow),
            reason: feature.reasonOf(row),
          }))
        : [];
    return uploadProblem(
      error.status === 400 ? accountErrorMessage(error, t) : t('csvImport.error.csvProcessingError'),
      refusedRows,
    );
  };
  // Refused before the body is parsed: a form with a far larger file is not held in memory.
  if (Number(request.headers.get('content-length')) > 2 * maxImportFileBytes + multipartOverheadBytes)
    return uploadProblem(t('csvImport.error.csvTooLarge'));
  const form = await request.formData();
  if (form.get('intent') === 'import') {
    try {
      const { data: result } = await feature.importFile({
        content: String(form.get('content') ?? ''),
        preview: false,
      });
      if (result.preview) throw new Error('The import answered a preview');
      const { added, updated, unchanged, refused } = result;
      return {
        step: 'done' as const,
        counts: { added, updated, unchanged, refused },
        refusedRows: result.rows
          .filter((row) => row.outcome === 'refused')
          .map((row) => ({ ...(row as unknown as ImportRow), reason: feature.reasonOf(row) })),
      };
    } catch (error) {
      return failed(error);
    }
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.name === '') return uploadProblem(t('csvImport.fileMissing'));
  const sizeProblem = importFileSizeProblem(file.size);
  if (sizeProblem?.code === 'tooLarge') return uploadProblem(t('csvImport.error.csvTooLarge'));
  const content = sizeProblem ? '' : decodeImportFile(new Uint8Array(await file.arrayBuffer()));
  if (content === null) return uploadProblem(t('csvImport.error.csvInvalidFile'));
  try {
    const { data: preview } = await feature.importFile({ content, preview: true });
    if (!preview.preview) throw new Error('The preview imported');
    return {
      step: 'preview' as const,
      fileName: file.name,
      content,
      entries: preview.entries as unknown as ImportRow[],
      totalRows: preview.totalRows,
    };
  } catch (error) {
    return failed(error);
  }
}

export type CsvImportActionData =
  Awaited<ReturnType<typeof csvImportAction>> extends infer Answer
    ? Answer extends { data: infer Data }
      ? Data
      : Answer
    : never;
