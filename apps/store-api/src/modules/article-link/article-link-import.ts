import {
  type ArticleLinkImportRow,
  type ArticleLinksImportResponse,
  customerSku as customerSkuSchema,
} from '@tradeshop/api-client/contracts';
import { csvImport, errorCodes, formatCsvRow, parseCsv, type SearchLocale } from '@tradeshop/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { articleRows } from '../catalog/index.ts';
import { allArticleLinks, lockCompanyLinks } from './article-link.service.ts';
import { articleLink } from './article-link.tables.ts';

/** The columns of a link file: export and template write all three, import reads the first two. */
const columns = ['productNumber', 'customerSku', 'description'] as const;
type Column = (typeof columns)[number];

/**
 * What a column is called in each shop language; any of these words is understood in a file,
 * whatever the language asked, and the first one is what export and template write.
 */
const columnWords: Record<Column, Record<SearchLocale, readonly string[]>> = {
  productNumber: {
    nl: ['artikelnummer', 'ons artikelnummer'],
    fr: ['référence', "numéro d'article"],
    en: ['article number', 'product number', 'sku'],
    de: ['artikelnummer'],
  },
  customerSku: {
    nl: ['eigen artikelnummer', 'uw artikelnummer', 'klantartikelnummer'],
    fr: ['référence client', 'votre référence', "votre numéro d'article"],
    en: ['own article number', 'customer article number', 'customer sku'],
    de: ['eigene artikelnummer', 'kundenartikelnummer'],
  },
  description: {
    nl: ['omschrijving'],
    fr: ['désignation', 'description'],
    en: ['description'],
    de: ['beschreibung', 'bezeichnung'],
  },
};

/** Case, accents, spaces, underscores, dashes, dots and apostrophes do not tell words apart. */
const normalizedWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.'’]/g, '');

const columnOfWord = new Map<string, Column>(
  columns.flatMap((column) => [
    [normalizedWord(column), column] as const,
    ...Object.values(columnWords[column])
      .flat()
      .map((word) => [normalizedWord(word), column] as const),
  ]),
);

const headerOf = (locale: SearchLocale) => columns.map((column) => columnWords[column][locale][0]!);

/** A whole file: a BOM so that Excel reads accents, semicolons as Belgian Excel writes them. */
const csvFile = (lines: string[][]) =>
  `\uFEFF${lines.map((line) => formatCsvRow(line, ';')).join('\r\n')}\r\n`;

/** GET /dexis/article-links/template: the columns in the asked language and one example row. */
export function articleLinksTemplate(ctx: RequestContext): string {
  requireCustomer(ctx);
  const locale = ctx.language.searchLocale;
  return csvFile([headerOf(locale), ['100001', 'ABC-123', '']]);
}

/** POST /dexis/article-links/export: what the import reads back unchanged. */
export async function exportArticleLinks(ctx: RequestContext, search: string | undefined): Promise<string> {
  const links = await allArticleLinks(ctx, search);
  return csvFile([
    headerOf(ctx.language.searchLocale),
    ...links.map((link) => [link.productNumber, link.customerSku, link.description ?? '']),
  ]);
}

interface Entry {
  line: number;
  productNumber: string;
  customerSku: string;
}

const fileProblem = (code: string, detail: string, parameters: Record<string, unknown> = {}) =>
  new ApiProblem(400, code, detail, parameters, [
    { propertyPath: 'body/content', type: code, title: detail },
  ]);

/** The entries of a file, or the spec's file error (account-and-ordering.md §5). */
function entriesOf(content: string): Entry[] {
  if (Buffer.byteLength(content, 'utf8') > csvImport.maxBytes) {
    throw fileProblem(errorCodes.csvTooLarge, 'The file is larger than 5 MB.', {
      maxBytes: csvImport.maxBytes,
    });
  }
  if (content.replace(/^\uFEFF/, '').trim() === '')
    throw fileProblem(errorCodes.csvEmptyFile, 'The file is empty.');
  const parsed = parseCsv(content);
  if (!parsed.ok) {
    throw fileProblem(errorCodes.csvInvalidFile, `This is no valid CSV: see line ${parsed.error.line}.`, {
      line: parsed.error.line,
    });
  }
  const [header = [], ...lines] = parsed.rows;
  const position = new Map<Column, number>();
  header.forEach((name, index) => {
    const column = columnOfWord.get(normalizedWord(name));
    if (column && !position.has(column)) position.set(column, index);
  });
  const missing = (['productNumber', 'customerSku'] as const).filter((column) => !position.has(column));
  if (missing.length > 0) {
    throw fileProblem(
      errorCodes.csvInvalidFormat,
      'The file needs the columns article number and own article number.',
      { missing },
    );
  }
  if (lines.length === 0)
    throw fileProblem(errorCodes.csvEmptyFile, 'The file holds no rows under its header.');
  const cell = (line: string[], column: Column) => (line[position.get(column)!] ?? '').trim();
  // Rows are counted as the file's rows, the header being the first; empty lines do not count.
  return lines.map((line, index) => ({
    line: index + 2,
    productNumber: cell(line, 'productNumber'),
    customerSku: cell(line, 'customerSku'),
  }));
}

/** What becomes of each entry against the company's links so far, in file order. */
async function outcomesOf(ctx: RequestContext, companyId: string, entries: Entry[]) {
  const { tx } = ctx;
  const numbers = [...new Set(entries.map((entry) => entry.productNumber).filter(Boolean))];
  const articles = new Map<string, string>();
  for (let start = 0; start < numbers.length; start += 5000) {
    for (const row of await articleRows(tx, { productNumbers: numbers.slice(start, start + 5000) })) {
      articles.set(row.productNumber, row.id);
    }
  }
  const existing = await tx.select().from(articleLink).where(eq(articleLink.companyId, companyId));
  // The links as they stand after each row: own number (lower case) → article, article → own number.
  const articleOfSku = new Map(existing.map((link) => [link.customerSku.toLowerCase(), link.productId]));
  const skuOfArticle = new Map(existing.map((link) => [link.productId, link.customerSku]));
  const seenArticles = new Set<string>();
  const rows: ArticleLinkImportRow[] = [];
  const refuse = (entry: Entry, code: string) => rows.push({ ...entry, outcome: 'refused', code });
  for (const entry of entries) {
    const productId = articles.get(entry.productNumber);
    const sku = customerSkuSchema.safeParse(entry.customerSku);
    if (!productId) refuse(entry, errorCodes.articleLinkProductIdNotFound);
    else if (!sku.success)
      refuse(entry, `VIOLATION::${(sku.error.issues[0]?.code ?? 'invalid').toUpperCase()}`);
    else if (seenArticles.has(productId)) refuse(entry, errorCodes.articleLinkProductIdNotUnique);
    else {
      const holder = articleOfSku.get(sku.data.toLowerCase());
      if (holder && holder !== productId) refuse(entry, errorCodes.articleLinkCustomerSkuNotUnique);
      else {
        seenArticles.add(productId);
        const before = skuOfArticle.get(productId);
        if (before !== undefined) articleOfSku.delete(before.toLowerCase());
        articleOfSku.set(sku.data.toLowerCase(), productId);
        skuOfArticle.set(productId, sku.data);
        rows.push({
          ...entry,
          customerSku: sku.data,
          outcome: before === undefined ? 'added' : before === sku.data ? 'unchanged' : 'updated',
          code: null,
        });
      }
    }
  }
  return { rows, articles };
}

const chunk = 1000;

/**
 * POST /dexis/article-links/import: a preview of the first entries, or the import of every row.
 * A refused row never stops the others; all of them refused is the spec's "all rows failed", and
 * then nothing changes. Writes are one transaction: a failure part-way leaves the links as they were.
 */
export async function importArticleLinks(
  ctx: RequestContext,
  request: { content: string; preview: boolean },
): Promise<ArticleLinksImportResponse['data']> {
  const user = requireCustomer(ctx);
  const entries = entriesOf(request.content);
  if (request.preview) {
    return { preview: true, entries: entries.slice(0, csvImport.previewRows), totalRows: entries.length };
  }
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyLinks(tx, user.companyId);
    const { rows, articles } = await outcomesOf(ctx, user.companyId, entries);
    const count = (outcome: ArticleLinkImportRow['outcome']) =>
      rows.filter((row) => row.outcome === outcome).length;
    const refused = count('refused');
    if (refused === rows.length) {
      throw fileProblem(errorCodes.csvAllRowsFailed, 'No row of the file could be imported.', {
        refused,
        rows: rows.slice(0, 100),
      });
    }
    const added = rows.filter((row) => row.outcome === 'added');
    const updated = rows.filter((row) => row.outcome === 'updated');
    const setUpdatedSkus = async (sku: SQL) => {
      for (let start = 0; start < updated.length; start += chunk) {
        const values = updated
          .slice(start, start + chunk)
          .map((row) => sql`(${articles.get(row.productNumber)!}::uuid, ${row.customerSku})`);
        await tx.execute(sql`update ${articleLink} set customer_sku = ${sku}, updated_at = now()
          from (values ${sql.join(values, sql`, `)}) as v(product_id, sku)
          where ${articleLink.companyId} = ${user.companyId} and ${articleLink.productId} = v.product_id`);
      }
    };
    // Changed links first step aside to a number nobody can type, so that numbers passed on
    // between articles inside one file never meet the unique index half-way.
    await setUpdatedSkus(sql`chr(1) || ${articleLink.id}::text`);
    await setUpdatedSkus(sql`v.sku`);
    for (let start = 0; start < added.length; start += chunk) {
      await tx.insert(articleLink).values(
        added.slice(start, start + chunk).map((row) => ({
          id: crypto.randomUUID(),
          companyId: user.companyId,
          productId: articles.get(row.productNumber)!,
          customerSku: row.customerSku,
          createdBy: user.id,
        })),
      );
    }
    return {
      preview: false,
      added: count('added'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused,
      rows,
    };
  });
}
