import { type QuickOrderRowResult, quickOrderMaxRows } from '@tradeshop/api-client';
import {
  cartErrorCodes,
  counterRule,
  formatNumber,
  formatQuantity,
  formatQuantityWithUnit,
  lineTotal,
  moneyToNumber,
  nearestValidQuantities,
  parseQuickOrderText,
  parseTypedQuantity,
  type QuickOrderLine,
  toHundredths,
  toMoney,
} from '@tradeshop/domain';
import { cartErrorMessage } from './cart-errors';
import type { Translate } from './i18n';
import { decodeImportFile, importFileSizeProblem } from './import-file';

/** A row of the quick order screen: what the buyer typed and, once looked up, what it names. */
export interface QuickOrderRow {
  number: string;
  /** The quantity as typed. */
  quantity: string;
  article: {
    name: string | null;
    productNumber: string;
    customerSku: string | null;
    price: number | null;
    stock: number | null;
    uom: string;
    href: string | null;
  } | null;
  /** Why the row cannot be ordered, in the user's words; null when it can (or was not looked up). */
  problem: string | null;
  /** The allowed quantities nearest to a refused one, as the quantity field takes them. */
  suggestions: string[];
  /** What the row costs at the buyer's price (rounded to cents); null without a price or with a problem. */
  lineTotal: number | null;
}

/** The quantity refused by the rule of its article: the rule in words and the nearest allowed quantities. */
function refusedQuantity(
  result: QuickOrderRowResult,
  t: Translate,
  localeCode: string,
): Pick<QuickOrderRow, 'problem' | 'suggestions'> | null {
  const { article, quantity } = result;
  if (result.problem?.code !== cartErrorCodes.invalidQuantity || !article || quantity === null) return null;
  const rule = counterRule({
    min: toHundredths(article.minSalesQuantity),
    step: toHundredths(article.purchaseSteps),
    ...(article.maxPurchase === null ? {} : { max: toHundredths(article.maxPurchase) }),
  });
  const words = [
    t('quickOrder.quantityRule', {
      min: formatQuantityWithUnit(article.minSalesQuantity, article.uom, localeCode),
      step: formatNumber(article.purchaseSteps, localeCode),
    }),
    article.maxPurchase === null
      ? null
      : t('quickOrder.quantityMax', {
          max: formatQuantityWithUnit(article.maxPurchase, article.uom, localeCode),
        }),
  ];
  return {
    problem: words.filter(Boolean).join(' '),
    suggestions: nearestValidQuantities(toHundredths(quantity), rule).map((value) =>
      formatQuantity(value, localeCode),
    ),
  };
}

/**
 * The rows a quick order form holds: its table, then the pasted lines and the uploaded file's.
 * Rows past the 1,000 the Store API takes are dropped and counted.
 */
export async function quickOrderLinesOf(
  form: FormData,
): Promise<{ lines: QuickOrderLine[]; dropped: number; unreadable: 'paste' | 'file' | null }> {
  const numbers = form.getAll('number').map(String);
  const quantities = form.getAll('quantity').map(String);
  const typed: QuickOrderLine[] = numbers.flatMap((number, index) => {
    const quantity = quantities[index] ?? '';
    const value = parseTypedQuantity(quantity);
    if (!number.trim()) return [];
    return Number.isNaN(value)
      ? [{ number: number.trim(), quantity: null, invalidQuantity: quantity }]
      : [{ number: number.trim(), quantity: value }];
  });
  let unreadable: 'paste' | 'file' | null = null;
  const pasted = parseQuickOrderText(String(form.get('paste') ?? ''));
  if (!pasted) unreadable = 'paste';
  const file = form.get('file');
  let uploaded: QuickOrderLine[] = [];
  if (file instanceof File && file.name !== '' && !importFileSizeProblem(file.size)) {
    const text = decodeImportFile(new Uint8Array(await file.arrayBuffer()));
    const parsed = text === null ? null : parseQuickOrderText(text);
    if (parsed) uploaded = parsed;
    else unreadable = 'file';
  } else if (file instanceof File && file.size > 0) unreadable = 'file';
  const lines = [...typed, ...(pasted ?? []), ...uploaded];
  return {
    lines: lines.slice(0, quickOrderMaxRows),
    dropped: Math.max(0, lines.length - quickOrderMaxRows),
    unreadable,
  };
}

/** The lines that may be sent: those whose quantity is a number or left empty. */
export const sendableLines = (lines: QuickOrderLine[]) =>
  lines.flatMap((line) =>
    line.invalidQuantity === undefined
      ? [{ number: line.number, ...(line.quantity === null ? {} : { quantity: line.quantity }) }]
      : [],
  );

/** The screen's rows: each line with what the Store API answered for it (in the order sent). */
export function quickOrderRowsOf(
  lines: QuickOrderLine[],
  results: QuickOrderRowResult[],
  t: Translate,
  localeCode: string,
  hrefOf: (productNumber: string) => string,
): QuickOrderRow[] {
  let next = 0;
  return lines.map((line) => {
    if (line.invalidQuantity !== undefined) {
      return {
        number: line.number,
        quantity: line.invalidQuantity,
        article: null,
        problem: t('quickOrder.invalidQuantity'),
        suggestions: [],
        lineTotal: null,
      };
    }
    const result = results[next++];
    const article = result?.article;
    const refused = result ? refusedQuantity(result, t, localeCode) : null;
    return {
      number: line.number,
      quantity: result?.quantity === null || result?.quantity === undefined ? '' : String(result.quantity),
      article: article
        ? {
            name: article.name,
            productNumber: article.article,
            customerSku: article.customerSku,
            price: article.price,
            stock: article.stock,
            uom: article.uom,
            href: hrefOf(article.article),
          }
        : null,
      problem:
        refused?.problem ??
        (result?.problem
          ? cartErrorMessage(
              result.problem.code,
              t,
              null,
              result.problem.parameters as Record<string, string | number>,
            )
          : null),
      suggestions: refused?.suggestions ?? [],
      lineTotal:
        article?.price != null && result?.quantity != null && !result.problem
          ? moneyToNumber(lineTotal(toMoney(article.price), toHundredths(result.quantity)))
          : null,
    };
  });
}
