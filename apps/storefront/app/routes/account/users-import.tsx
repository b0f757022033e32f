import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes, isRightPreset, storefrontLocales } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { CsvUploadForm } from '../../components/account/CsvUploadForm';
import { StepIndicator } from '../../components/account/StepIndicator';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import {
  localizedPath,
  type StorefrontLanguage,
  type Translate,
  translator,
  useTranslation,
} from '../../lib/i18n';
import { importFileSizeProblem, maxImportFileBytes } from '../../lib/import-file';
import { confirmationStorefrontUrl } from '../../lib/registration.server';
import { metaTags } from '../../lib/route-meta';
import { type StoreApiSession, storeApiContext } from '../../lib/store-api.server';
import {
  columnName,
  type ImportField,
  type ImportRow,
  importFields,
  importFileProblemMessage,
  importRowsOfFile,
  importRowsOfJson,
  presetName,
  rowProblemMessage,
} from '../../lib/user-import';
import type { Route } from './+types/users-import';

/** Specification §9: the preview lists the first 10 rows; rows with a problem are listed as well. */
const previewSize = 10;
/** Room for the other form fields and the multipart boundaries next to the file. */
const multipartOverheadBytes = 64 * 1024;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { language, shop } = context.get(storeApiContext);
  const created = Number(url.searchParams.get('created'));
  return {
    created: Number.isInteger(created) && created > 0 ? created : null,
    languages: storefrontLocales.flatMap((locale) => {
      const id = shop.languageIds[locale.code];
      return id ? [{ value: id, label: locale.name }] : [];
    }),
    pageLanguageId: shop.languageIds[language.code] ?? '',
    meta: { title: `${translator(language.code)('userImport.title')} | ${shop.name}`, noindex: true },
  };
}

/** A row as the preview shows it, with the problems the Store API found per column. */
interface PreviewRow {
  row: number;
  values: ImportRow;
  /** Worded problems per column; `row` holds those that belong to no column. */
  problems: Partial<Record<ImportField | 'row', string[]>>;
}

/**
 * Two forms post here: `check` with the file (multipart), which answers the preview, and `import`
 * with the checked rows, which creates the users and leads to the result.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const session = context.get(storeApiContext);
  const { language } = session;
  const t = translator(language.code);
  // Refused before the body is parsed: a form with a far larger file is not held in memory.
  if (Number(request.headers.get('content-length')) > maxImportFileBytes + multipartOverheadBytes) {
    return uploadFailed(importFileProblemMessage({ code: 'tooLarge' }, t, language), '');
  }
  const form = await request.formData();
  const languageId = shopLanguageId(session, form.get('languageId'));
  if (form.get('intent') === 'import') {
    const rows = importRowsOfJson(String(form.get('rows') ?? ''));
    if (!rows) return uploadFailed(t('error.tryAgain'), languageId);
    const sharing = form.get('confirmSharedEmails') === '1';
    return importRows(session, rows, languageId, String(form.get('fileName') ?? ''), sharing);
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.name === '')
    return uploadFailed(t('userImport.fileMissing'), languageId);
  const sizeProblem = importFileSizeProblem(file.size);
  if (sizeProblem) return uploadFailed(importFileProblemMessage(sizeProblem, t, language), languageId);
  const parsed = importRowsOfFile(new Uint8Array(await file.arrayBuffer()));
  if (!parsed.ok) return uploadFailed(importFileProblemMessage(parsed.problem, t, language), languageId);
  return preview(session, parsed.rows, languageId, file.name);
}

function uploadFailed(fileError: string, languageId: string) {
  return data({ step: 'upload' as const, fileError, languageId }, { status: 400 });
}

/** The chosen language when it is one of the shop's; otherwise the invitation mails use the default. */
function shopLanguageId({ shop }: StoreApiSession, chosen: FormDataEntryValue | null): string {
  return Object.values(shop.languageIds).find((id) => id === chosen) ?? '';
}

function importBody({ shop, language }: StoreApiSession, rows: ImportRow[], languageId: string) {
  const storefrontUrl = confirmationStorefrontUrl(shop, language, languageId);
  if (!storefrontUrl) throw new Error(`The sales channel has no domain for ${language.code}`);
  return { rows, storefrontUrl, ...(languageId ? { languageId } : {}) };
}

/** Every row checked by the Store API without creating anything, worded for the preview. */
async function preview(
  session: StoreApiSession,
  rows: ImportRow[],
  languageId: string,
  fileName: string,
  changedMeanwhile = false,
) {
  const { client, language } = session;
  const t = translator(language.code);
  let checked: Awaited<ReturnType<typeof client.importCompanyUsers>>;
  try {
    checked = await client.importCompanyUsers({ ...importBody(session, rows, languageId), dryRun: true });
  } catch (error) {
    return uploadFailed(accountErrorMessage(error, t), languageId);
  }
  const previewRows = rows.map((values, index): PreviewRow => {
    const problems: PreviewRow['problems'] = {};
    for (const problem of checked.data.rows[index]?.problems ?? []) {
      const column = (importFields as readonly string[]).includes(problem.field)
        ? (problem.field as ImportField)
        : 'row';
      problems[column] = [...(problems[column] ?? []), rowProblemMessage(problem, t, language)];
    }
    return { row: index + 1, values: shownValues(values, language), problems };
  });
  const withProblems = previewRows.filter((row) => Object.keys(row.problems).length > 0).length;
  const problems = checked.data.rows.flatMap((row) => row.problems);
  return data(
    {
      step: 'preview' as const,
      fileName,
      languageId,
      rowCount: rows.length,
      withProblems,
      // Addresses used before are the only problem: the manager may confirm that they are shared.
      onlySharedEmails:
        problems.length > 0 && problems.every((problem) => problem.code === errorCodes.emailAlreadyUsed),
      changedMeanwhile,
      shownRows: previewRows.filter(
        (row, index) => index < previewSize || Object.keys(row.problems).length > 0,
      ),
      rowsJson: JSON.stringify(rows),
    },
    { status: withProblems > 0 ? 400 : 200 },
  );
}

/** The preset in the page's language, as the user would write it in the file. */
function shownValues(values: ImportRow, language: StorefrontLanguage): ImportRow {
  return {
    ...values,
    preset: isRightPreset(values.preset) ? presetName(values.preset, language) : values.preset,
  };
}

/**
 * Creates the users; the Store API refuses all of them when a row went wrong since the preview
 * (say someone took a username meanwhile), and then the preview shows why.
 */
async function importRows(
  session: StoreApiSession,
  rows: ImportRow[],
  languageId: string,
  fileName: string,
  confirmSharedEmails: boolean,
) {
  const { client, language } = session;
  try {
    const result = await client.importCompanyUsers({
      ...importBody(session, rows, languageId),
      dryRun: false,
      confirmSharedEmails,
    });
    const done = new URLSearchParams({ created: String(result.data.created) });
    return redirect(`${localizedPath(language, '/account/customer/import')}?${done}`);
  } catch (error) {
    if (!(error instanceof StoreApiError && error.status === 400)) {
      return uploadFailed(accountErrorMessage(error, translator(language.code)), languageId);
    }
    return preview(session, rows, languageId, fileName, true);
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function UploadForm({
  title,
  languages,
  languageId,
  fileError,
}: {
  title: string;
  languages: { value: string; label: string }[];
  languageId: string;
  fileError?: string;
}) {
  const { t, language } = useTranslation();
  return (
    <CsvUploadForm
      title={title}
      rules={t('userImport.fileRules', {
        columns: importFields.map((field) => columnName(field, language)).join(', '),
        megabytes: maxImportFileBytes / 1024 / 1024,
      })}
      templateHref={localizedPath(language, '/account/customer/import/template')}
      templateLabel={t('userImport.downloadTemplate')}
      fileLabel={t('userImport.file')}
      submitLabel={t('userImport.check')}
      fileError={fileError}
    >
      <SelectField
        name="languageId"
        label={t('userImport.mailLanguage')}
        hint={t('userImport.mailLanguageHint')}
        options={languages}
        defaultValue={languageId}
      />
    </CsvUploadForm>
  );
}

type Preview = Extract<Route.ComponentProps['actionData'], { step: 'preview' }>;

function ProblemList({ messages }: { messages: string[] | undefined }) {
  const { t } = useTranslation();
  if (!messages) return null;
  return messages.map((message) => (
    <p key={message} className="mt-1 font-normal text-red-700 text-sm">
      <span className="sr-only">{t('userImport.problem')}: </span>
      {message}
    </p>
  ));
}

function columnHeaders(t: Translate): Record<ImportField, string> {
  return {
    firstName: t('profile.firstName'),
    lastName: t('profile.lastName'),
    username: t('profile.username'),
    email: t('profile.email'),
    preset: t('userImport.role'),
  };
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const headers = columnHeaders(t);
  return (
    // Scrolls sideways on narrow screens; focusable so that keyboard users can scroll it too, and
    // positioned so that the screen reader texts in its cells scroll with it instead of widening the page.
    <section
      aria-labelledby="preview-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-gray-200"
    >
      <table className="min-w-full text-left text-sm">
        <caption id="preview-caption" className="px-4 py-3 text-left font-semibold text-gray-900">
          {t('userImport.caption', { fileName: preview.fileName })}
        </caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('userImport.rowNumber')}
            </th>
            {importFields.map((field) => (
              <th key={field} scope="col" className="px-4 py-2 font-semibold">
                {headers[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {preview.shownRows.map(({ row, values, problems }) => (
            <tr
              key={row}
              id={`import-row-${row}`}
              className={Object.keys(problems).length > 0 ? 'bg-red-50 align-top' : 'align-top'}
            >
              <th scope="row" className="px-4 py-2 font-medium text-gray-900">
                {row}
                <ProblemList messages={problems.row} />
              </th>
              {importFields.map((field) => (
                <td key={field} className="break-words px-4 py-2 text-gray-900">
                  {values[field] || <span className="text-gray-500">–</span>}
                  <ProblemList messages={problems[field]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PreviewStep({
  preview,
  languages,
}: {
  preview: Preview;
  languages: { value: string; label: string }[];
}) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const rows = t('userImport.rows', { rows: preview.rowCount });
  const problemRows = preview.shownRows.filter((row) => Object.keys(row.problems).length > 0);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="preview-title" className="flex flex-col gap-4">
        <h2 id="preview-title" className="font-semibold text-gray-900 text-xl">
          {t('userImport.previewTitle')}
        </h2>
        {preview.changedMeanwhile && <Notice tone="error">{t('userImport.changedMeanwhile')}</Notice>}
        <p className="font-medium text-gray-900">
          {preview.withProblems === 0
            ? t('userImport.summaryNoProblems', { rows })
            : t('userImport.summary', { rows, problems: preview.withProblems })}
        </p>
        {preview.withProblems > 0 && (
          <Notice tone="error">
            <p>
              {preview.onlySharedEmails
                ? t('userImport.sharedEmails')
                : preview.withProblems === preview.rowCount
                  ? t('userImport.allRowsFailed')
                  : t('userImport.nothingImported')}
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {problemRows.map(({ row, problems }) => (
                <li key={row}>
                  <a href={`#import-row-${row}`} className="font-medium underline">
                    {t('userImport.rowLink', {
                      row,
                      columns: importFields
                        .filter((field) => problems[field])
                        .map((field) => columnHeaders(t)[field].toLowerCase())
                        .join(', '),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </Notice>
        )}
        {preview.shownRows.length < preview.rowCount && (
          <p className="text-gray-700 text-sm">
            {t('userImport.partialPreview', { shown: preview.shownRows.length, rows: preview.rowCount })}
          </p>
        )}
        <PreviewTable preview={preview} />
        {(preview.withProblems === 0 || preview.onlySharedEmails) && (
          <div className="flex flex-wrap items-center gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="rows" value={preview.rowsJson} />
              <input type="hidden" name="languageId" value={preview.languageId} />
              <input type="hidden" name="fileName" value={preview.fileName} />
              {preview.onlySharedEmails && <input type="hidden" name="confirmSharedEmails" value="1" />}
              <button type="submit" disabled={submitting} className={primaryButtonClass}>
                {preview.onlySharedEmails
                  ? t('userImport.importSharingEmails')
                  : t('userImport.importUsers', { rows: preview.rowCount })}
              </button>
            </Form>
            <Link to={localizedPath(language, '/account/customer/import')} className={secondaryButtonClass}>
              {t('userImport.otherFile')}
            </Link>
          </div>
        )}
      </section>
      {preview.withProblems > 0 && (
        <UploadForm
          title={t('userImport.uploadCorrected')}
          languages={languages}
          languageId={preview.languageId}
        />
      )}
    </div>
  );
}

function ImportDone({ created }: { created: number }) {
  const { t, language } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Notice tone="success">
        {created === 1 ? t('userImport.createdOne') : t('userImport.createdMany', { created })}
      </Notice>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={localizedPath(language, '/account/customer')} className={primaryButtonClass}>
          {t('userImport.toUsers')}
        </Link>
        <Link to={localizedPath(language, '/account/customer/import')} className={secondaryButtonClass}>
          {t('userImport.importMore')}
        </Link>
      </div>
    </div>
  );
}

function stepNames(t: Translate) {
  return [t('userImport.stepUpload'), t('userImport.stepCheck'), t('userImport.stepDone')];
}

export default function UserImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { created, languages, pageLanguageId } = loaderData;
  const preview = actionData?.step === 'preview' ? actionData : null;
  const upload = actionData?.step === 'upload' ? actionData : null;
  const step = created ? 2 : preview ? 1 : 0;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('userImport.title')}</h1>
        <p className="text-gray-700">{t('userImport.intro')}</p>
      </div>
      <StepIndicator steps={stepNames(t)} current={step} label={t('userImport.steps')} />
      {created ? (
        <ImportDone created={created} />
      ) : preview ? (
        <PreviewStep preview={preview} languages={languages} />
      ) : (
        <>
          {upload && <Notice tone="error">{t('form.errorSummary')}</Notice>}
          <UploadForm
            title={t('userImport.uploadTitle')}
            languages={languages}
            languageId={upload?.languageId || pageLanguageId}
            fileError={upload?.fileError}
          />
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
