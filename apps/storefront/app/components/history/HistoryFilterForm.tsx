import type { HistoryDocumentKind } from '@tradeshop/api-client';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { secondaryButtonClass } from '../ui/buttons';
import { EmptyState } from '../ui/EmptyState';
import { FormField } from '../ui/FormField';
import { Pager } from '../ui/Pager';

/** The filters above a history: its own fields and a period, sent by GET so they work without JavaScript. */
export function HistoryFilterForm({
  from,
  to,
  periodInvalid,
  children,
}: {
  from: string;
  to: string;
  periodInvalid: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="mb-6 flex flex-wrap items-start gap-3">
      {children}
      <div className="min-w-40">
        <FormField name="from" type="date" label={t('history.from')} defaultValue={from} />
      </div>
      <div className="min-w-40">
        <FormField
          name="to"
          type="date"
          label={t('history.to')}
          defaultValue={to}
          error={periodInvalid ? t('history.invalidPeriod') : undefined}
        />
      </div>
      <button type="submit" className={`${secondaryButtonClass} mt-6`}>
        {t('history.filter')}
      </button>
    </Form>
  );
}

/** The cell of a table head. */
export function HeadCell({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={`px-3 py-2 font-semibold ${end ? 'text-right' : ''}`}>
      {children}
    </th>
  );
}

/** A PDF of the history's document, downloaded through the storefront with the user's session. */
export function DocumentLink({
  screen,
  kind,
  number,
  label,
  children,
}: {
  screen: 'invoices' | 'offers';
  kind: HistoryDocumentKind;
  number: string;
  label: string;
  children: ReactNode;
}) {
  const { language } = useTranslation();
  return (
    <a
      href={localizedPath(language, `/account/${screen}/document/${kind}/${encodeURIComponent(number)}`)}
      className="font-medium text-brand-700 hover:underline"
      aria-label={label}
      target="_blank"
      rel="noopener"
    >
      {children}
    </a>
  );
}

/**
 * What a history found: a sentence when nothing (another when filtered), else the count, the
 * table and the page links. Without a pager (an invalid period) nothing was asked.
 */
export function HistoryResults({
  pager,
  empty,
  count,
  children,
}: {
  pager: { currentPage: number; totalPages: number; totalResults: number } | null;
  empty: string;
  count: string;
  children: ReactNode;
}) {
  if (!pager) return null;
  if (pager.totalResults === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <p className="mb-3 text-gray-700 text-sm" role="status">
        {count}
      </p>
      {children}
      <Pager page={pager.currentPage} totalPages={pager.totalPages} param="page" />
    </>
  );
}
