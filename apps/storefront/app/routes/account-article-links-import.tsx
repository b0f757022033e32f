import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { primaryButtonClass, textLinkClass } from '../components/account/AuthPanel';
import { CsvUploadForm } from '../components/account/CsvUploadForm';
import { secondaryButtonClass } from '../components/account/FieldGroup';
import { Notice } from '../components/account/Notice';
import { StepIndicator } from '../components/account/StepIndicator';
import { ErrorPage } from '../components/layout/ErrorPage';
import { requireCustomer } from '../lib/account.server';
import { accountErrorMessage } from '../lib/account-errors';
import { importRowMessage } from '../lib/article-links.server';
import { localizedPath, type Translate, translator, useTranslation } from '../lib/i18n';
import { decodeImportFile, importFileSizeProblem, maxImportFileBytes } from '../lib/import-file';
import { metaTags } from '../lib/route-meta';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/account-article-links-import';

/** Room for the other form fields and the multipart boundaries next to the file. */
const multipartOverheadBytes = 64 * 1024;
const megabytes = maxImportFileBytes / 1024 / 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const { language, shop } = context.get(storeApiContext);
  return {
    meta: { title: `${translator(language.code)('articleLinks.importTitle')} | ${shop.name}`, noindex: true },
  };
}

interface ResultRow {
  line: number;
  productNumber: string;
  customerSku: string;
  outcome: 'added' | 'updated' | 'unchanged' | 'refused';
  reason: string;
}

/** A failed import call in the user's words: the spec's CSV errors, or a processing error. */
function importFailed(error: unknown, t: Translate) {
  if (!(error instanceof StoreApiError)) throw error;
  const refusedRows =
    error.code === errorCodes.csvAllRowsFailed
      ? ((error.errors[0]?.meta.parameters.rows ?? []) as Omit<ResultRow, 'reason'>[]).map((row) => ({
          ...row,
          reason: importRowMessage((row as { code?: string | null }).code ?? null, t),
        }))
      : [];
  const fileError =
    error.status === 400 ? accountErrorMessage(error, t) : t('articleLinks.error.csvProcessingError');
  return data({ step: 'upload' as const, fileError, refusedRows }, { status: 400 });
}

/**
 * Two forms post here: `check` with the file (multipart), answered by a preview of its first
 * entries; `import` with the checked file's text, answered by what became of every row.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const tooLarge = () =>
    data(
      { step: 'upload' as const, fileError: t('articleLinks.error.csvTooLarge'), refusedRows: [] },
      { status: 400 },
    );
  // Refused before the body is parsed: a form with a far larger file is not held in memory.
  if (Number(request.headers.get('content-length')) > 2 * maxImportFileBytes + multipartOverheadBytes)
    return tooLarge();
  const form = await request.formData();
  if (form.get('intent') === 'import') {
    try {
      const { data: result } = await client.importArticleLinks({
        content: String(form.get('content') ?? ''),
      });
      if (result.preview) throw new Error('The import answered a preview');
      return {
        step: 'done' as const,
        counts: {
          added: result.added,
          updated: result.updated,
          unchanged: result.unchanged,
          refused: result.refused,
        },
        refusedRows: result.rows
          .filter((row) => row.outcome === 'refused')
          .map((row) => ({ ...row, reason: importRowMessage(row.code, t) })),
      };
    } catch (error) {
      return importFailed(error, t);
    }
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.name === '') {
    return data(
      { step: 'upload' as const, fileError: t('articleLinks.fileMissing'), refusedRows: [] },
      { status: 400 },
    );
  }
  const sizeProblem = importFileSizeProblem(file.size);
  if (sizeProblem?.code === 'tooLarge') return tooLarge();
  const content = sizeProblem ? '' : decodeImportFile(new Uint8Array(await file.arrayBuffer()));
  if (content === null) {
    return data(
      { step: 'upload' as const, fileError: t('articleLinks.error.csvInvalidFile'), refusedRows: [] },
      { status: 400 },
    );
  }
  try {
    const { data: preview } = await client.importArticleLinks({ content, preview: true });
    if (!preview.preview) throw new Error('The preview imported');
    return {
      step: 'preview' as const,
      fileName: file.name,
      content,
      entries: preview.entries,
      totalRows: preview.totalRows,
    };
  } catch (error) {
    return importFailed(error, t);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function UploadForm({ fileError }: { fileError?: string | undefined }) {
  const { t, language } = useTranslation();
  return (
    <CsvUploadForm
      title={t('articleLinks.chooseFile')}
      rules={t('articleLinks.fileRules', { megabytes })}
      templateHref={localizedPath(language, '/account/articlelinks/template')}
      templateLabel={t('articleLinks.downloadTemplate')}
      fileLabel={t('articleLinks.file')}
      submitLabel={t('articleLinks.check')}
      fileError={fileError}
    />
  );
}

function RowsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { line: number; productNumber: string; customerSku: string; reason?: string }[];
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
              {t('articleLinks.row.number')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('product.articleNumber')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('product.customerSku')}
            </th>
            {withReasons && (
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('articleLinks.row.reason')}
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
              <td className="px-4 py-2 text-gray-900">{row.productNumber || '–'}</td>
              <td className="px-4 py-2 text-gray-900">{row.customerSku || '–'}</td>
              {withReasons && <td className="px-4 py-2 text-red-800">{row.reason}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function ArticleLinksImport({ actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const list = localizedPath(language, '/account/articlelinks');
  const step = actionData?.step ?? 'upload';
  const stepIndex = { upload: 0, preview: 1, done: 2 }[step];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={list} className={textLinkClass}>
          {t('articleLinks.backToList')}
        </Link>
      </p>
      <h1 className="mb-4 font-bold text-2xl text-gray-900 sm:text-3xl">{t('articleLinks.importTitle')}</h1>
      <StepIndicator
        steps={[t('articleLinks.stepFile'), t('articleLinks.stepPreview'), t('articleLinks.stepResult')]}
        current={stepIndex}
      />
      <div className="mt-6 flex flex-col gap-6">
        {actionData?.step === 'preview' ? (
          <>
            <Notice tone="success">
              {t('articleLinks.previewSummary', {
                fileName: actionData.fileName,
                count: actionData.totalRows,
              })}
            </Notice>
            <RowsTable
              caption={t('articleLinks.previewCaption', { count: actionData.entries.length })}
              rows={actionData.entries}
            />
            <Form method="post" className="flex flex-wrap gap-3">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="content" value={actionData.content} />
              <button type="submit" disabled={submitting} className={primaryButtonClass}>
                {t('articleLinks.importSubmit', { count: actionData.totalRows })}
              </button>
              <Link to="." className={secondaryButtonClass}>
                {t('articleLinks.otherFile')}
              </Link>
            </Form>
          </>
        ) : actionData?.step === 'done' ? (
          <>
            <Notice tone="success">{t('articleLinks.importDone', actionData.counts)}</Notice>
            {actionData.refusedRows.length > 0 && (
              <RowsTable caption={t('articleLinks.refusedCaption')} rows={actionData.refusedRows} />
            )}
            <Link to={list} className={`self-start ${primaryButtonClass}`}>
              {t('articleLinks.toList')}
            </Link>
          </>
        ) : (
          <>
            <UploadForm fileError={actionData?.fileError} />
            {actionData && actionData.refusedRows.length > 0 && (
              <RowsTable caption={t('articleLinks.refusedCaption')} rows={actionData.refusedRows} />
            )}
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
