import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { primaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { textLinkClass } from './AuthPanel';

/**
 * The first step of a CSV import: what the file must hold, its template, the file field (and any
 * further fields) and the button that checks it before anything is written.
 */
export function CsvUploadForm({
  title,
  rules,
  templateHref,
  templateLabel,
  fileLabel,
  submitLabel,
  fileError,
  children,
}: {
  title: string;
  rules: string;
  templateHref: string;
  templateLabel: string;
  fileLabel: string;
  submitLabel: string;
  fileError?: string | undefined;
  children?: ReactNode;
}) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <section
      aria-labelledby="upload-title"
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5"
    >
      <h2 id="upload-title" className="font-semibold text-gray-900 text-lg">
        {title}
      </h2>
      <p className="text-gray-700 text-sm">
        {rules}{' '}
        <a href={templateHref} download className={textLinkClass}>
          {templateLabel}
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="check" />
        <FormField
          name="file"
          type="file"
          accept=".csv,text/csv"
          label={fileLabel}
          error={fileError}
          required
        />
        {children}
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {submitLabel}
        </button>
      </Form>
    </section>
  );
}
