import { Form, Link, useNavigation } from 'react-router';
import type { CsvImportActionData, ImportRow } from '../../lib/csv-import.server';
import { useTranslation } from '../../lib/i18n';
import { maxImportFileBytes } from '../../lib/import-file';
import { primaryButtonClass, secondaryButtonClass } from '../ui/buttons';
import { Notice } from '../ui/Notice';
import { textLinkClass } from './AuthPanel';
import { CsvUploadForm } from './CsvUploadForm';
import { StepIndicator } from './StepIndicator';

/** A file's columns as the page shows them: the row's field and its heading. */
export type ImportColumn = { key: string; label: string };

function ImportRowsTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ImportColumn[];
  rows: readonly ImportRow[];
}) {
  const { t } = useTranslation();
  const withReasons = rows.some((row) => row.reason);
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white"
    >
      <table className="min-w-full text-left text-sm" data-testid="import-rows">
        <caption className="px-4 py-3 text-left font-semibold text-gray-900">{caption}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('csvImport.row.number')}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-2 font-semibold">
                {column.label}
              </th>
            ))}
            {withReasons && (
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('csvImport.row.reason')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => (
            <tr key={row.line} className={row.reason ? 'bg-red-50' : undefined}>
              <th scope="row" className="px-4 py-2 font-medium text-gray-900 tabular-nums">
                {row.line}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="px-4 py-2 text-gray-900">
                  {row[column.key] || '–'}
                </td>
              ))}
              {withReasons && <td className="px-4 py-2 text-red-800">{row.reason}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A CSV import page in three steps: the file with its rules and template, a preview of its first
 * rows (nothing saved yet), and what became of every row, the refused ones with their reasons.
 */
export function CsvImportSteps({
  title,
  rules,
  list,
  templateHref,
  columns,
  actionData,
}: {
  title: string;
  /** What the file must hold, in the user's language. */
  rules: string;
  /** The feature's list: its back link, and where the result leads. */
  list: { href: string; backLabel: string; toLabel: string };
  templateHref: string;
  columns: readonly ImportColumn[];
  actionData: CsvImportActionData | undefined;
}) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const step = actionData?.step ?? 'upload';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={list.href} className={textLinkClass}>
          {list.backLabel}
        </Link>
      </p>
      <h1 className="mb-4 font-bold text-2xl text-gray-900 sm:text-3xl">{title}</h1>
      <StepIndicator
        steps={[t('csvImport.stepFile'), t('csvImport.stepPreview'), t('csvImport.stepResult')]}
        current={{ upload: 0, preview: 1, done: 2 }[step]}
      />
      <div className="mt-6 flex flex-col gap-6">
        {actionData?.step === 'preview' ? (
          <>
            <Notice tone="success">
              {t('csvImport.previewSummary', { fileName: actionData.fileName, count: actionData.totalRows })}
            </Notice>
            <ImportRowsTable
              caption={t('csvImport.previewCaption', { count: actionData.entries.length })}
              columns={columns}
              rows={actionData.entries}
            />
            <Form method="post" className="flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="content" value={actionData.content} />
              <button type="submit" disabled={submitting} className={primaryButtonClass}>
                {t('csvImport.importSubmit', { count: actionData.totalRows })}
              </button>
              <Link to="." className={secondaryButtonClass}>
                {t('csvImport.otherFile')}
              </Link>
            </Form>
          </>
        ) : actionData?.step === 'done' ? (
          <>
            <Notice tone="success">{t('csvImport.importDone', actionData.counts)}</Notice>
            {actionData.refusedRows.length > 0 && (
              <ImportRowsTable
                caption={t('csvImport.refusedCaption')}
                columns={columns}
                rows={actionData.refusedRows}
              />
            )}
            <Link to={list.href} className={`self-start ${primaryButtonClass}`}>
              {list.toLabel}
            </Link>
          </>
        ) : (
          <>
            <CsvUploadForm
              title={t('csvImport.chooseFile')}
              rules={rules}
              templateHref={templateHref}
              templateLabel={t('csvImport.downloadTemplate')}
              fileLabel={t('csvImport.file')}
              submitLabel={t('csvImport.check')}
              fileError={actionData?.fileError}
            />
            {actionData && actionData.refusedRows.length > 0 && (
              <ImportRowsTable
                caption={t('csvImport.refusedCaption')}
                columns={columns}
                rows={actionData.refusedRows}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}

export const importFileMegabytes = maxImportFileBytes / 1024 / 1024;
