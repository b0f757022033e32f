import { limits } from '@tradeshop/domain';
import { z } from 'zod';
import { csvImportOutcome, csvImportRequest, csvImportResponse, id, pager } from './common.ts';

/** The company's own article number: what its buyers type and its purchasing system knows. */
export const customerSku = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^\P{Cc}*$/u, 'An article number is one line of text');

/** An article link: one of our articles under the company's own number (account-and-ordering.md §3). */
export const articleLink = z.object({
  id,
  productId: id,
  productNumber: z.string(),
  customerSku: z.string(),
  /** The article's name in the asked language. */
  description: z.string().nullable(),
  updatedAt: z.string(),
  apiAlias: z.literal('dexis_article_link'),
});
export type ArticleLink = z.infer<typeof articleLink>;

export const articleLinkListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.accountList),
  /** Part of our article number, the own number or the description. */
  search: z.string().trim().max(100).optional(),
});
export type ArticleLinkListQuery = z.input<typeof articleLinkListQuery>;
export const articleLinkListResponse = z.object({ data: z.array(articleLink), pager });
export const articleLinkResponse = z.object({ data: articleLink });

/** A new link: the article by id or by our article number. */
export const articleLinkInput = z
  .object({
    productId: id.optional(),
    productNumber: z.string().trim().min(1).max(64).optional(),
    customerSku,
  })
  .refine((input) => input.productId !== undefined || input.productNumber !== undefined, {
    message: 'Name the article by id or article number',
    path: ['productNumber'],
  });
export type ArticleLinkInput = z.input<typeof articleLinkInput>;
export const articleLinkUpdate = z.object({ customerSku });

export const articleLinksDeleteRequest = z.object({ ids: z.array(id).min(1).max(1000) });
export const articleLinksDeleteResponse = z.object({ data: z.object({ deleted: z.number().int() }) });

export const articleLinksInfoRequest = z.object({ productIds: z.array(id).min(1).max(100) });
export const articleLinksInfoResponse = z.object({
  data: z.array(z.object({ productId: id, customerSku: z.string(), description: z.string().nullable() })),
});

/** POST /dexis/article-links/import: the CSV file's text. */
export const articleLinksImportRequest = csvImportRequest;
export type ArticleLinksImportRequest = z.input<typeof articleLinksImportRequest>;

/** One row of an import file as read, with its row number (the header is row 1; empty lines do not count). */
export const articleLinkImportEntry = z.object({
  line: z.number().int(),
  productNumber: z.string(),
  customerSku: z.string(),
});

export const articleLinkImportOutcome = csvImportOutcome;
export type ArticleLinkImportOutcome = z.infer<typeof articleLinkImportOutcome>;

export const articleLinkImportRow = articleLinkImportEntry.extend({
  outcome: csvImportOutcome,
  /** Why a row was refused: one of the article link errors or a violation code. */
  code: z.string().nullable(),
});
export type ArticleLinkImportRow = z.infer<typeof articleLinkImportRow>;

export const articleLinksImportResponse = csvImportResponse(articleLinkImportEntry, articleLinkImportRow);
export type ArticleLinksImportResponse = z.infer<typeof articleLinksImportResponse>;

/** POST /dexis/article-links/export: all links of the company, or those a search finds. */
export const articleLinksExportRequest = z.object({ search: z.string().trim().max(100).optional() });
