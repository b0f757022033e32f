import { z } from 'zod';
import { csvImportOutcome, csvImportRequest, csvImportResponse, id } from './common.ts';

const oneLine = /^\P{Cc}*$/u;

/** A cost post as an order prints it: the company's general-ledger account code and its name. */
export const costPostSnapshot = z.object({ code: z.string(), name: z.string() });
export type CostPostSnapshot = z.infer<typeof costPostSnapshot>;

/** One of the company's own general-ledger accounts that orders and order lines are charged to. */
export const costPost = costPostSnapshot.extend({
  id,
  active: z.boolean(),
  updatedAt: z.string(),
  apiAlias: z.literal('dexis_cost_post'),
});
export type CostPost = z.infer<typeof costPost>;

export const costPostCode = z.string().trim().min(1).max(30).regex(oneLine, 'A code is one line of text');
export const costPostName = z.string().trim().min(1).max(100).regex(oneLine, 'A name is one line of text');

/** A new or changed cost post; its code is unique in the company whatever its letter case. */
export const costPostInput = z.object({
  code: costPostCode,
  name: costPostName,
  active: z.boolean().default(true),
});
export type CostPostInput = z.input<typeof costPostInput>;

export const costPostListQuery = z.object({
  /** Part of the code or the name. */
  search: z.string().trim().max(100).optional(),
});
export const costPostSettings = z.object({
  /** Every order line needs a cost post (its own or the order's) before checkout places the order. */
  required: z.boolean(),
});
export type CostPostSettings = z.infer<typeof costPostSettings>;

export const costPostListResponse = z.object({
  data: z.array(costPost),
  settings: costPostSettings,
});
export const costPostResponse = z.object({ data: costPost });
export const costPostSettingsResponse = z.object({ data: costPostSettings });

/** What a buyer may charge an order to in checkout: the active cost posts, and whether one is required. */
export const costPostChoicesResponse = z.object({
  data: z.array(costPost),
  settings: costPostSettings,
});
export type CostPostChoices = z.infer<typeof costPostChoicesResponse>;

/** POST /dexis/cost-posts/import: the CSV file's text (code, name, optional active). */
export const costPostsImportRequest = csvImportRequest;
export type CostPostsImportRequest = z.input<typeof costPostsImportRequest>;

export const costPostImportEntry = z.object({
  line: z.number().int(),
  code: z.string(),
  name: z.string(),
  active: z.string(),
});
export const costPostImportRow = costPostImportEntry.extend({
  outcome: csvImportOutcome,
  /**
   * Why a row was refused: VIOLATION::INVALID_CODE, VIOLATION::INVALID_NAME,
   * VIOLATION::INVALID_ACTIVE, or the code being in the file twice (DEXIS__COST_POST_CODE_NOT_UNIQUE).
   */
  problem: z.string().nullable(),
});
export type CostPostImportRow = z.infer<typeof costPostImportRow>;

export const costPostsImportResponse = csvImportResponse(costPostImportEntry, costPostImportRow);
export type CostPostsImportResponse = z.infer<typeof costPostsImportResponse>;

/** In checkout: the cost post of one cart line, when it differs from the order's. */
export const lineCostPost = z.object({ lineId: id, costPostId: id });
export type LineCostPostInput = z.infer<typeof lineCostPost>;
