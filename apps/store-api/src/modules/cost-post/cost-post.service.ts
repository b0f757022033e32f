import type { CostPost, costPostInput, LineCostPostInput } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { customerActorOf, recordChanges } from '../audit/index.ts';
import { type CostPostSnapshot, costPost, costPostSetting } from './cost-post.tables.ts';

type CostPostRow = typeof costPost.$inferSelect;
type CostPostValues = z.output<typeof costPostInput>;

/** Cost posts change one company at a time, so two imports or edits never break the unique codes between them. */
export async function lockCompanyCostPosts(tx: Tx, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cost_post'), hashtext(${companyId}))`);
}

export const toCostPost = (row: CostPostRow): CostPost => ({
  id: row.id,
  code: row.code,
  name: row.name,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
  apiAlias: 'dexis_cost_post',
});

const byCode = asc(sql`lower(${costPost.code})`);

/** The company's cost posts by code, inactive ones too; `search` finds a part of the code or name. */
export async function companyCostPosts(tx: Tx, companyId: string, search?: string): Promise<CostPostRow[]> {
  const found: SQL | undefined = search
    ? or(sql`${costPost.code} ilike ${containing(search)}`, sql`${costPost.name} ilike ${containing(search)}`)
    : undefined;
  return tx
    .select()
    .from(costPost)
    .where(and(eq(costPost.companyId, companyId), found))
    .orderBy(byCode);
}

/** Whether the company's orders need a cost post on every line. */
export async function costPostSettingsOf(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ required: costPostSetting.required })
    .from(costPostSetting)
    .where(eq(costPostSetting.companyId, companyId));
  return { required: row?.required ?? false };
}

/** GET /dexis/cost-posts: the list to manage, with the company's setting. */
export async function listCostPosts(ctx: RequestContext, search: string | undefined) {
  const user = requireCustomer(ctx);
  const [rows, settings] = await Promise.all([
    companyCostPosts(ctx.tx, user.companyId, search),
    costPostSettingsOf(ctx.tx, user.companyId),
  ]);
  return { data: rows.map(toCostPost), settings };
}

/** GET /dexis/cost-posts/choices: what a buyer may charge an order to in checkout. */
export async function costPostChoices(ctx: RequestContext) {
  const user = requireCustomer(ctx);
  const [rows, settings] = await Promise.all([
    ctx.tx
      .select()
      .from(costPost)
      .where(and(eq(costPost.companyId, user.companyId), eq(costPost.active, true)))
      .orderBy(byCode),
    costPostSettingsOf(ctx.tx, user.companyId),
  ]);
  return { data: rows.map(toCostPost), settings };
}

export async function changeCostPostSettings(ctx: RequestContext, required: boolean) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    const before = await costPostSettingsOf(ctx.tx, user.companyId);
    await ctx.tx
      .insert(costPostSetting)
      .values({ companyId: user.companyId, required })
      .onConflictDoUpdate({ target: costPostSetting.companyId, set: { required, updatedAt: sql`now()` } });
    await recordChanges(ctx.tx, customerActorOf(ctx), [
      { objectType: 'cost-post-settings', objectId: user.companyId, before, after: { required } },
    ]);
  });
  return { data: { required } };
}

type AuditedCostPost = Pick<CostPostRow, 'code' | 'name' | 'active'>;

/** What the audit log records of a cost post. */
const auditedCostPost = ({ code, name, active }: AuditedCostPost) => ({ code, name, active });

/**
 * Records in the audit log, as the request's customer's doing, cost posts created (`before` null),
 * changed or deleted (`after` null).
 */
export async function recordCostPostChanges(
  ctx: RequestContext,
  changes: readonly { id: string; before: AuditedCostPost | null; after: AuditedCostPost | null }[],
) {
  await recordChanges(
    ctx.tx,
    customerActorOf(ctx),
    changes.map(({ id, before, after }) => ({
      objectType: 'cost-post',
      objectId: id,
      before: before && auditedCostPost(before),
      after: after && auditedCostPost(after),
    })),
  );
}

export const costPostNotFound = (id: string) =>
  notFound(errorCodes.costPostNotFound, 'No cost post with this id in your company.', { id });

const codeTaken = () => {
  const detail = 'Another cost post of your company has this code.';
  return new ApiProblem(400, errorCodes.costPostCodeNotUnique, detail, {}, [
    { propertyPath: 'body/code', type: errorCodes.costPostCodeNotUnique, title: detail },
  ]);
};

async function findCostPost(tx: Tx, companyId: string, id: string): Promise<CostPostRow> {
  const [row] = await tx
    .select()
    .from(costPost)
    .where(and(eq(costPost.id, id), eq(costPost.companyId, companyId)));
  if (!row) throw costPostNotFound(id);
  return row;
}

async function assertCodeFree(tx: Tx, companyId: string, code: string, except?: string) {
  const [taken] = await tx
    .select({ id: costPost.id })
    .from(costPost)
    .where(
      and(
        eq(costPost.companyId, companyId),
        sql`lower(${costPost.code}) = ${code.toLowerCase()}`,
        except ? ne(costPost.id, except) : undefined,
      ),
    );
  if (taken) throw codeTaken();
}

export async function getCostPost(ctx: RequestContext, id: string): Promise<CostPost> {
  const user = requireCustomer(ctx);
  return toCostPost(await findCostPost(ctx.tx, user.companyId, id));
}

export async function createCostPost(ctx: RequestContext, input: CostPostValues): Promise<CostPost> {
  const user = requireCustomer(ctx);
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyCostPosts(tx, user.companyId);
    await assertCodeFree(tx, user.companyId, input.code);
    const [row] = await tx
      .insert(costPost)
      .values({ id: crypto.randomUUID(), companyId: user.companyId, ...input })
      .returning();
    await recordCostPostChanges(ctx, [{ id: row!.id, before: null, after: row! }]);
    return toCostPost(row!);
  });
}

export async function updateCostPost(
  ctx: RequestContext,
  id: string,
  input: CostPostValues,
): Promise<CostPost> {
  const user = requireCustomer(ctx);
  return inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await lockCompanyCostPosts(tx, user.companyId);
    const before = await findCostPost(tx, user.companyId, id);
    await assertCodeFree(tx, user.companyId, input.code, id);
    const [row] = await tx
      .update(costPost)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(costPost.id, id))
      .returning();
    await recordCostPostChanges(ctx, [{ id, before, after: row! }]);
    return toCostPost(row!);
  });
}

/** Deleting leaves placed orders as they were: they print a copy of the post. */
export async function deleteCostPost(ctx: RequestContext, id: string) {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    const before = await findCostPost(ctx.tx, user.companyId, id);
    await ctx.tx.delete(costPost).where(eq(costPost.id, id));
    await recordCostPostChanges(ctx, [{ id, before, after: null }]);
  });
  return { success: true as const };
}

/**
 * The cost posts of an order as checkout writes them: the order's own, and each line's (its own
 * choice, else the order's). Every chosen post must be an active one of the company, every line
 * chosen one of the cart's; with the company's setting every line needs a post.
 */
export async function orderCostPosts(
  tx: Tx,
  companyId: string,
  choice: { costPostId?: string; lineCostPosts: readonly LineCostPostInput[] },
  lineIds: readonly string[],
): Promise<{ order: CostPostSnapshot | null; lines: Map<string, CostPostSnapshot | null> }> {
  const wanted = [
    ...new Set([
      ...(choice.costPostId ? [choice.costPostId] : []),
      ...choice.lineCostPosts.map((line) => line.costPostId),
    ]),
  ];
  const rows = wanted.length
    ? await tx
        .select({ id: costPost.id, code: costPost.code, name: costPost.name })
        .from(costPost)
        .where(
          and(eq(costPost.companyId, companyId), eq(costPost.active, true), inArray(costPost.id, wanted)),
        )
    : [];
  const snapshots = new Map(rows.map((row) => [row.id, { code: row.code, name: row.name }]));
  const notChoosable = (path: string) => ({
    propertyPath: path,
    type: errorCodes.costPostNotFound,
    title: 'Choose one of your company’s active cost posts.',
  });
  const refusedPosts = [
    ...(choice.costPostId && !snapshots.has(choice.costPostId) ? [notChoosable('/costPostId')] : []),
    ...choice.lineCostPosts.flatMap((line, index) =>
      snapshots.has(line.costPostId) ? [] : [notChoosable(`/lineCostPosts/${index}/costPostId`)],
    ),
  ];
  if (refusedPosts.length > 0) {
    throw new ApiProblem(
      400,
      errorCodes.costPostNotFound,
      'A chosen cost post is not one of your company’s active cost posts.',
      {},
      refusedPosts,
    );
  }
  const goneLines = choice.lineCostPosts.flatMap((line, index) =>
    lineIds.includes(line.lineId)
      ? []
      : [
          {
            propertyPath: `/lineCostPosts/${index}/lineId`,
            type: 'VIOLATION::UNKNOWN_CART_LINE',
            title: 'This line is no longer in the cart.',
          },
        ],
  );
  if (goneLines.length > 0) throw invalidRequest(goneLines);

  const order = choice.costPostId ? snapshots.get(choice.costPostId)! : null;
  const ownOfLine = new Map(choice.lineCostPosts.map((line) => [line.lineId, line.costPostId]));
  const lines = new Map(
    lineIds.map((lineId) => {
      const own = ownOfLine.get(lineId);
      return [lineId, own ? snapshots.get(own)! : order] as const;
    }),
  );
  const uncharged = lineIds.filter((lineId) => lines.get(lineId) === null);
  if (uncharged.length > 0 && (await costPostSettingsOf(tx, companyId)).required) {
    throw new ApiProblem(
      400,
      errorCodes.costPostRequired,
      'Your company charges every order line to a cost post: choose one for the order or for each line.',
      { lineIds: uncharged },
      [{ propertyPath: '/costPostId', type: errorCodes.costPostRequired, title: 'Choose a cost post.' }],
    );
  }
  return { order, lines };
}
