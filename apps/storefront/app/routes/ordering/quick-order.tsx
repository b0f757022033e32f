import { quickOrderMaxRows } from '@tradeshop/api-client';
import { formatQuantityWithUnit, hasRight, moneyToNumber, toMoney } from '@tradeshop/domain';
import { useRef } from 'react';
import { data, Link, useFetcher } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, removeLineButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { TableFrame } from '../../components/ui/TableFrame';
import { refuseMissingRight, requireCustomer } from '../../lib/account.server';
import { cartCallErrorMessage } from '../../lib/cart-errors';
import { localizedPath, translator, useFigures, useTranslation } from '../../lib/i18n';
import { maxImportFileBytes } from '../../lib/import-file';
import {
  type QuickOrderRow,
  quickOrderLinesOf,
  quickOrderRowsOf,
  sendableLines,
} from '../../lib/quick-order.server';
import { metaTags } from '../../lib/route-meta';
import { searchPageHref } from '../../lib/search-guidance';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/quick-order';

/** What a pasted spreadsheet looks like: the shop's article numbers, a tab, a quantity. */
const pasteExample = 'TS-100001\t2\nTS-100002\t5';

/** Empty rows the table offers below the filled ones. */
const blankRows = 5;

/** The quick order is for users with ROLE_ACCESS_QUICK_ORDER_FORM; others are told whom to ask (403). */
async function requireQuickOrder(url: URL, context: Route.LoaderArgs['context']) {
  const customer = await requireCustomer(url, context);
  if (!hasRight(customer.rights, 'ROLE_ACCESS_QUICK_ORDER_FORM'))
    await refuseMissingRight(context, 'quickOrder.title');
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireQuickOrder(url, context);
  const { language, shop } = context.get(storeApiContext);
  return {
    meta: { title: `${translator(language.code)('quickOrder.title')} | ${shop.name}`, noindex: true },
  };
}

interface QuickOrderState {
  rows: QuickOrderRow[];
  formError: string | null;
  /** How many rows went into the cart with the last "add all to cart". */
  added: number | null;
  /**
   * Set when the answer changed the rows beyond what was typed (added to the cart, removed,
   * pasted, uploaded): the table then starts afresh from the answer. A plain lookup leaves the
   * inputs as they are, so that it never takes the focus away.
   */
  layout: string | null;
}

/**
 * The form posts its table, a paste and a file. `do=add` puts every row that can be ordered in the
 * cart in one request and keeps the others with their reasons; anything else looks the rows up.
 * `remove` drops one row of the table.
 */
/**
 * A quantity picked from a refused row's nearest allowed ones (`row:quantity`) replaces what the row
 * held, and the rows are looked up again; answers whether one was picked.
 */
function chooseQuantity(form: FormData): boolean {
  const chosen = /^(\d{1,4}):([\d.,]{1,16})$/.exec(String(form.get('setQuantity') ?? ''));
  if (!chosen) return false;
  const quantities = form.getAll('quantity');
  const row = Number(chosen[1]);
  if (row >= quantities.length) return false;
  quantities[row] = chosen[2]!;
  form.delete('quantity');
  for (const quantity of quantities) form.append('quantity', quantity);
  return true;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireQuickOrder(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  if (Number(request.headers.get('content-length')) > maxImportFileBytes + 64 * 1024) {
    return data<QuickOrderState>(
      { rows: [], formError: t('quickOrder.fileTooLarge'), added: null, layout: null },
      { status: 400 },
    );
  }
  const form = await request.formData();
  const chosen = chooseQuantity(form);
  const removed = Number(form.get('remove') ?? Number.NaN);
  const { lines: all, dropped, unreadable } = await quickOrderLinesOf(form);
  const lines = all.filter((_, index) => index !== removed);
  const typedRows = form.getAll('number').filter((number) => String(number).trim()).length;
  const layout =
    form.get('do') === 'add' || chosen || lines.length !== typedRows ? crypto.randomUUID() : null;
  const notices = [
    dropped > 0 ? t('quickOrder.tooManyRows', { max: quickOrderMaxRows, dropped }) : null,
    unreadable ? t(unreadable === 'file' ? 'quickOrder.fileUnreadable' : 'quickOrder.pasteUnreadable') : null,
  ].filter(Boolean);
  const hrefOf = (productNumber: string) => searchPageHref(language, productNumber);
  const sendable = sendableLines(lines);
  if (sendable.length === 0) {
    return data<QuickOrderState>({
      rows: quickOrderRowsOf(lines, [], t, language.code, hrefOf),
      formError: notices.join(' ') || (form.get('do') === 'add' ? t('quickOrder.nothingToAdd') : null),
      added: null,
      layout,
    });
  }
  try {
    if (form.get('do') === 'add') {
      const { data: result } = await client.quickOrderToCart({ rows: sendable });
      const rows = quickOrderRowsOf(lines, result.rows, t, language.code, hrefOf);
      // What went in leaves the table; what did not stays with its reason, to be put right.
      let next = 0;
      const kept = rows.filter(
        (_, index) => lines[index]!.invalidQuantity !== undefined || !result.rows[next++]!.added,
      );
      return data<QuickOrderState>({
        rows: kept,
        formError: notices.join(' ') || null,
        added: result.added,
        layout,
      });
    }
    const { data: results } = await client.quickOrderLookup({ rows: sendable });
    return data<QuickOrderState>({
      rows: quickOrderRowsOf(lines, results, t, language.code, hrefOf),
      formError: notices.join(' ') || null,
      added: null,
      layout,
    });
  } catch (error) {
    return data<QuickOrderState>(
      {
        rows: quickOrderRowsOf(lines, [], t, language.code, hrefOf),
        formError: cartCallErrorMessage(error, t).message,
        added: null,
        layout,
      },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function ArticleCell({ row, index }: { row: QuickOrderRow; index: number }) {
  const { t } = useTranslation();
  if (row.problem) {
    return (
      <div className="text-sm">
        <p className="text-red-800" data-testid="quick-order-problem">
          {row.problem}
        </p>
        {row.suggestions.length > 0 && (
          <p className="mt-1 flex flex-wrap items-center gap-2">
            {row.suggestions.map((quantity) => (
              <button
                key={quantity}
                type="submit"
                name="setQuantity"
                value={`${index}:${quantity}`}
                aria-label={t('quickOrder.useQuantity', { row: index + 1, quantity })}
                className="rounded-md border border-brand-700 px-2 py-0.5 font-medium text-brand-800 hover:bg-brand-50"
              >
                {quantity}
              </button>
            ))}
          </p>
        )}
      </div>
    );
  }
  if (!row.article) return null;
  const { article } = row;
  return (
    <div className="text-sm">
      <a
        href={article.href ?? undefined}
        className="font-medium text-gray-900 hover:text-brand-700 hover:underline"
      >
        {article.name ?? article.productNumber}
      </a>
      <p className="text-gray-600 text-xs">
        {article.productNumber}
        {article.customerSku ? ` · ${t('product.customerSku')}: ${article.customerSku}` : ''}
      </p>
    </div>
  );
}

function QuickOrderTable({ rows, onLookUp }: { rows: QuickOrderRow[]; onLookUp: () => void }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  // Each line is already rounded to cents, as the cart rounds it; summed as money, never as floats.
  const total = moneyToNumber(rows.reduce((sum, row) => sum + toMoney(row.lineTotal ?? 0), 0));
  const shown = [
    ...rows,
    ...Array.from(
      { length: blankRows },
      (): QuickOrderRow => ({
        number: '',
        quantity: '',
        article: null,
        problem: null,
        suggestions: [],
        lineTotal: null,
      }),
    ),
  ];
  return (
    <TableFrame>
      <table className="w-full min-w-[720px] text-sm" data-testid="quick-order-rows">
        <caption className="sr-only">{t('quickOrder.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <th scope="col" className="w-52 px-3 py-2 font-semibold">
              {t('quickOrder.number')}
            </th>
            <th scope="col" className="w-28 px-3 py-2 font-semibold">
              {t('quickOrder.quantity')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('quickOrder.article')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('product.price')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('quickOrder.lineTotal')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('listing.columnStock')}
            </th>
            <th scope="col" className="w-12 px-3 py-2">
              <span className="sr-only">{t('quickOrder.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {shown.map((row, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are places in the table; a new layout remounts it
              key={index}
              className={row.problem ? 'bg-red-50 align-top' : 'align-top'}
              data-testid="quick-order-row"
            >
              <td className="px-3 py-2">
                <input
                  name="number"
                  defaultValue={row.number}
                  onBlur={onLookUp}
                  aria-label={t('quickOrder.numberOfRow', { row: index + 1 })}
                  aria-invalid={row.problem ? true : undefined}
                  maxLength={64}
                  autoComplete="off"
                  className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
                />
              </td>
              <td className="px-3 py-2">
                <input
                  name="quantity"
                  defaultValue={row.quantity}
                  onBlur={onLookUp}
                  inputMode="decimal"
                  aria-label={t('quickOrder.quantityOfRow', { row: index + 1 })}
                  className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
                />
              </td>
              <td className="px-3 py-2">
                <ArticleCell row={row} index={index} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {row.article?.price != null ? figures.price(row.article.price) : ''}
              </td>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="quick-order-line-total">
                {row.lineTotal === null ? '' : figures.netPrice(row.lineTotal)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {row.article?.stock != null
                  ? formatQuantityWithUnit(row.article.stock, row.article.uom, language.code)
                  : ''}
              </td>
              <td className="px-3 py-2">
                {index < rows.length ? (
                  <button
                    type="submit"
                    name="remove"
                    value={index}
                    aria-label={t('quickOrder.removeRow', { row: index + 1 })}
                    className={removeLineButtonClass}
                  >
                    ✕
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        {total > 0 && (
          <tfoot className="border-gray-200 border-t font-semibold text-gray-900">
            <tr>
              <th scope="row" colSpan={4} className="px-3 py-2 text-right">
                {t('quickOrder.total')}
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-testid="quick-order-total">
                {figures.netPrice(total)}
              </td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        )}
      </table>
    </TableFrame>
  );
}

export default function QuickOrder({ actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const form = useRef<HTMLFormElement>(null);
  const state: QuickOrderState = fetcher.data ??
    actionData ?? { rows: [], formError: null, added: null, layout: null };
  const busy = fetcher.state !== 'idle';
  // The last layout the server gave: a new one remounts the table and clears the paste and the file.
  const layout = useRef('initial');
  if (state.layout) layout.current = state.layout;
  const answerKey = layout.current;
  const lookUp = () => {
    // A newer lookup replaces one still under way.
    if (form.current) fetcher.submit(form.current, { method: 'post' });
  };
  return (
    <>
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('quickOrder.title')}</h1>
        <p className="max-w-prose text-gray-700">{t('quickOrder.intro', { max: quickOrderMaxRows })}</p>
      </div>
      <PageNotices
        error={state.formError}
        success={state.added ? t('quickOrder.added', { count: state.added }) : null}
      />
      {state.added ? (
        <p className="-mt-4 mb-6 text-sm">
          <Link to={localizedPath(language, '/checkout')} className={textLinkClass}>
            {t('quickOrder.toCart')}
          </Link>
        </p>
      ) : null}
      <fetcher.Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-6"
        aria-busy={busy}
      >
        <QuickOrderTable key={answerKey} rows={state.rows} onLookUp={lookUp} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="quick-order-paste" className="font-medium text-gray-900 text-sm">
              {t('quickOrder.paste')}
            </label>
            <textarea
              key={answerKey}
              id="quick-order-paste"
              name="paste"
              rows={5}
              placeholder={pasteExample}
              aria-describedby="quick-order-paste-hint"
              className="rounded-md border border-gray-300 px-3 py-2 font-mono text-gray-900 text-sm focus:outline-2 focus:outline-brand-600"
            />
            <p id="quick-order-paste-hint" className="text-gray-600 text-xs">
              {t('quickOrder.pasteHint')}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="quick-order-file" className="font-medium text-gray-900 text-sm">
              {t('quickOrder.file')}
            </label>
            <input
              key={answerKey}
              id="quick-order-file"
              type="file"
              name="file"
              accept=".csv,text/csv,text/plain"
              className="text-sm"
            />
            <p className="text-gray-600 text-xs">
              {t('quickOrder.fileHint', { megabytes: maxImportFileBytes / 1024 / 1024 })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="do" value="check" disabled={busy} className={secondaryButtonClass}>
            {t('quickOrder.check')}
          </button>
          <button type="submit" name="do" value="add" disabled={busy} className={primaryButtonClass}>
            {t('quickOrder.addAll')}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
