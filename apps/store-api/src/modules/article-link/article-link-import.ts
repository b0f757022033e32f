import {
  type ArticleLinkImportRow,
  type ArticleLinksImportResponse,
  customerSku as customerSkuSchema,
} from '@tradeshop/api-client/contracts';
import { csvImport, errorCodes } from '@tradeshop/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { csvTable, importResult } from '../../platform/csv-table.ts';
import { articleRows } from '../catalog/index.ts';
import { allArticleLinks, lockCompanyLinks } from './article-link.service.ts';
import { articleLink } from './article-link.tables.ts';

/** The columns of a link file: export and template write all three, import reads the first two. */
const linkFile = csvTable({
  columns: ['productNumber', 'customerSku', 'description'],
  words: {
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
  },
  required: ['productNumber', 'customerSku'],
  missingColumns: 'The file needs the columns article number and own article number.',
});

/** GET /dexis/article-links/template: the columns in the asked language and one example row. */
export function articleLinksTemplate(ctx: RequestContext): string {
  requireCustomer(ctx);
  return linkFile.fileOf(ctx.language.searchLocale, [['100001', 'ABC-123', '']]);
}

/** POST /dexis/article-links/export: what the import reads back unchanged. */
export async function exportArticleLinks(ctx: RequestContext, search: string | undefined): Promise<string> {
  const links = await allArticleLinks(ctx, search);
  return linkFile.fileOf(
    ctx.language.searchLocale,
    links.map((link) => [link.productNumber, link.customerSku, link.description ?? '']),
  );
}

type Entry = Pick<ArticleLinkImportRow, 'line' | 'productNumber' | 'customerSku'>;

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
  const entries: Entry[] = linkFile
    .entriesOf(request.content)
    .map(({ line, productNumber, customerSku }) => ({ line, productNumber, customerSku }));
  if (request.preview) {
    return { preview: true, entries: entries.slice(0, csvImport.previewRows), totalRows: entries.length };
  }
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyLinks(tx, user.companyId);
    const { rows, articles } = await outcomesOf(ctx, user.companyId, entries);
    const result = importResult(rows);
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
    return result;
  });
}
