import type { ArticleLink, articleLinkInput, articleLinkListQuery } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { containing, escapeLike } from '../../platform/like.ts';
import { pagerOf } from '../../platform/pager.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { articleNames, articleRows, articleTextMatches } from '../catalog/index.ts';
import { articleLink } from './article-link.tables.ts';

type LinkRow = typeof articleLink.$inferSelect;
type LinkInput = z.output<typeof articleLinkInput>;

/** Links change one company at a time, so two imports or edits never break the rules between them. */
export async function lockCompanyLinks(tx: Tx, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('article_link'), hashtext(${companyId}))`);
}

export async function toArticleLinks(
  ctx: Pick<RequestContext, 'tx' | 'language'>,
  rows: LinkRow[],
): Promise<ArticleLink[]> {
  const names = await articleNames(
    ctx.tx,
    ctx.language.id,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productNumber: names.get(row.productId)?.productNumber ?? '',
    customerSku: row.customerSku,
    description: names.get(row.productId)?.name ?? null,
    updatedAt: row.updatedAt.toISOString(),
    apiAlias: 'dexis_article_link' as const,
  }));
}

/** The company's links a search finds: in our number, the own number or the description. */
function linksOf(ctx: RequestContext, companyId: string, search: string | undefined): SQL | undefined {
  return and(
    eq(articleLink.companyId, companyId),
    search
      ? or(
          sql`${articleLink.customerSku} ilike ${containing(search)}`,
          articleTextMatches(ctx, articleLink.productId, search),
        )
      : undefined,
  );
}

/** The own company's links by own number, 20 a page. */
export async function listArticleLinks(ctx: RequestContext, query: z.output<typeof articleLinkListQuery>) {
  const user = requireCustomer(ctx);
  const where = linksOf(ctx, user.companyId, query.search);
  const [rows, [count]] = await Promise.all([
    ctx.tx
      .select()
      .from(articleLink)
      .where(where)
      .orderBy(asc(sql`lower(${articleLink.customerSku})`))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.tx.select({ total: sql<number>`count(*)::int` }).from(articleLink).where(where),
  ]);
  return { data: await toArticleLinks(ctx, rows), pager: pagerOf(query, count?.total ?? 0) };
}

/** Every link of the company a search finds, by own number: what the export writes. */
export async function allArticleLinks(ctx: RequestContext, search: string | undefined) {
  const user = requireCustomer(ctx);
  const rows = await ctx.tx
    .select()
    .from(articleLink)
    .where(linksOf(ctx, user.companyId, search))
    .orderBy(asc(sql`lower(${articleLink.customerSku})`));
  return toArticleLinks(ctx, rows);
}

export const articleLinkNotFound = (id: string) =>
  notFound(errorCodes.articleLinkNotFound, 'No article link with this id in your company.', { id });

/** A refusal of a link: one of the article link errors, on the field it concerns. */
export function linkRefused(
  code: string,
  field: 'productId' | 'productNumber' | 'customerSku',
  detail: string,
) {
  return new ApiProblem(400, code, detail, {}, [
    { propertyPath: `body/${field}`, type: code, title: detail },
  ]);
}

const skuTaken = () =>
  linkRefused(
    errorCodes.articleLinkCustomerSkuNotUnique,
    'customerSku',
    'Another article of your company has this article number.',
  );

async function findLink(tx: Tx, companyId: string, id: string): Promise<LinkRow> {
  const [row] = await tx
    .select()
    .from(articleLink)
    .where(and(eq(articleLink.id, id), eq(articleLink.companyId, companyId)));
  if (!row) throw articleLinkNotFound(id);
  return row;
}

async function assertSkuFree(tx: Tx, companyId: string, sku: string, except?: string) {
  const [taken] = await tx
    .select({ id: articleLink.id })
    .from(articleLink)
    .where(
      and(
        eq(articleLink.companyId, companyId),
        sql`lower(${articleLink.customerSku}) = ${sku.toLowerCase()}`,
        except ? ne(articleLink.id, except) : undefined,
      ),
    );
  if (taken) throw skuTaken();
}

/** Links an article (by id or our article number) to the company's own number. */
export async function createArticleLink(ctx: RequestContext, input: LinkInput): Promise<ArticleLink> {
  const user = requireCustomer(ctx);
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyLinks(tx, user.companyId);
    const [article] = await articleRows(
      tx,
      input.productId ? { ids: [input.productId] } : { productNumbers: [input.productNumber ?? ''] },
    );
    if (!article) {
      throw input.productId
        ? linkRefused(errorCodes.articleLinkProductIdNotFound, 'productId', 'No article has this id.')
        : linkRefused(
            errorCodes.articleLinkProductIdNotFound,
            'productNumber',
            'No article has this number.',
          );
    }
    const [linked] = await tx
      .select({ id: articleLink.id })
      .from(articleLink)
      .where(and(eq(articleLink.companyId, user.companyId), eq(articleLink.productId, article.id)));
    if (linked) {
      throw linkRefused(
        errorCodes.articleLinkProductIdNotUnique,
        input.productId ? 'productId' : 'productNumber',
        'This article already has an article number of your company.',
      );
    }
    await assertSkuFree(tx, user.companyId, input.customerSku);
    const [row] = await tx
      .insert(articleLink)
      .values({
        id: crypto.randomUUID(),
        companyId: user.companyId,
        productId: article.id,
        customerSku: input.customerSku,
        createdBy: user.id,
      })
      .returning();
    const [link] = await toArticleLinks(ctx, [row!]);
    return link!;
  });
}

export async function updateArticleLink(
  ctx: RequestContext,
  id: string,
  customerSku: string,
): Promise<ArticleLink> {
  const user = requireCustomer(ctx);
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyLinks(tx, user.companyId);
    await findLink(tx, user.companyId, id);
    await assertSkuFree(tx, user.companyId, customerSku, id);
    const [row] = await tx
      .update(articleLink)
      .set({ customerSku, updatedAt: sql`now()` })
      .where(eq(articleLink.id, id))
      .returning();
    const [link] = await toArticleLinks(ctx, [row!]);
    return link!;
  });
}

export async function deleteArticleLink(ctx: RequestContext, id: string) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async ({ tx }) => {
    await findLink(tx, user.companyId, id);
    await tx.delete(articleLink).where(eq(articleLink.id, id));
  });
  return { success: true as const };
}

/** Deletes the company's links among `ids`; all or nothing: an id of none of them deletes nothing. */
export async function deleteArticleLinks(ctx: RequestContext, ids: string[]) {
  const user = requireCustomer(ctx);
  const wanted = [...new Set(ids)];
  return inTransaction(ctx, async ({ tx }) => {
    const deleted = await tx
      .delete(articleLink)
      .where(and(eq(articleLink.companyId, user.companyId), inArray(articleLink.id, wanted)))
      .returning({ id: articleLink.id });
    const missing = wanted.find((id) => !deleted.some((row) => row.id === id));
    if (missing) throw articleLinkNotFound(missing);
    return { data: { deleted: deleted.length } };
  });
}

/** The company's own numbers of articles, by article id. */
export async function customerSkusOf(
  tx: Tx,
  companyId: string,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: articleLink.productId, customerSku: articleLink.customerSku })
    .from(articleLink)
    .where(and(eq(articleLink.companyId, companyId), inArray(articleLink.productId, [...productIds])));
  return new Map(rows.map((row) => [row.productId, row.customerSku]));
}

/** POST /dexis/article-links/info: the logged-in user's company's numbers of the given articles. */
export async function articleLinksInfo(ctx: RequestContext, productIds: string[]) {
  const user = requireCustomer(ctx);
  const skus = await customerSkusOf(ctx.tx, user.companyId, productIds);
  const names = await articleNames(ctx.tx, ctx.language.id, [...skus.keys()]);
  return [...skus].map(([productId, customerSku]) => ({
    productId,
    customerSku,
    description: names.get(productId)?.name ?? null,
  }));
}

/**
 * The articles the company knows under an own number: the number itself first, then numbers that
 * start with the text (any case), by own number; at most `limit`.
 */
export async function articlesByCustomerSku(
  tx: Tx,
  companyId: string,
  text: string,
  limit: number,
): Promise<{ productId: string; customerSku: string }[]> {
  const lowered = text.trim().toLowerCase();
  if (!lowered) return [];
  return tx
    .select({ productId: articleLink.productId, customerSku: articleLink.customerSku })
    .from(articleLink)
    .where(
      and(
        eq(articleLink.companyId, companyId),
        sql`lower(${articleLink.customerSku}) like ${`${escapeLike(lowered)}%`}`,
      ),
    )
    .orderBy(
      sql`lower(${articleLink.customerSku}) <> ${lowered}`,
      asc(sql`lower(${articleLink.customerSku})`),
    )
    .limit(limit);
}

/** The articles the company knows under these own numbers (any case), by own number in lower case. */
export async function articlesOfCustomerSkus(
  tx: Tx,
  companyId: string,
  skus: readonly string[],
): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ productId: articleLink.productId, sku: sql<string>`lower(${articleLink.customerSku})` })
    .from(articleLink)
    .where(
      and(
        eq(articleLink.companyId, companyId),
        sql`lower(${articleLink.customerSku}) = any(${sql.param(skus.map((sku) => sku.toLowerCase()))}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.sku, row.productId]));
}
