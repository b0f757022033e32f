import { id, successResponse } from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyRight, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  type BudgetAndApprovalParts,
  type BudgetInput,
  changeBudgetParts,
  createBudget,
  deleteBudget,
  getBudget,
  updateBudget,
} from './budget.service.ts';
import type { BudgetKind } from './budget-kinds.ts';

const params = z.object({ id });

/** Reading flows or references, and changing the part one's right covers: the budget or the approval. */
export const mayManageBudgetParts = <View>(kind: BudgetKind<View>) => ({
  access: anyRight(kind.wholeRight, 'ROLE_MANAGE_BUDGETS', 'ROLE_MANAGE_APPROVERS'),
});

/** The routes of one kind that both kinds have, at `path` and `path/{id}`, and their contracts. */
export interface BudgetRouteSet<View> {
  kind: BudgetKind<View>;
  path: string;
  tags: string[];
  input: z.ZodType<BudgetInput>;
  parts: z.ZodType<BudgetAndApprovalParts>;
  response: z.ZodType<{ data: View }>;
  /** What each route does, in the words of the kind. */
  summaries: { get: string; create: string; update: string; changeParts: string; delete: string };
}

/** Reading one flow or reference, creating it, changing it whole or in parts, and deleting it. */
export function registerBudgetRoutes<View>(app: StoreApi, routes: BudgetRouteSet<View>) {
  const { kind, path, tags, summaries } = routes;
  const manageWhole = { access: withRight(kind.wholeRight) };
  const answer = { 200: routes.response };

  app.get(
    `${path}/:id`,
    {
      config: mayManageBudgetParts(kind),
      schema: { tags, summary: summaries.get, params, response: answer },
    },
    async (request) => ({ data: await getBudget(request.ctx, kind, request.params.id) }),
  );

  app.post(
    path,
    {
      config: manageWhole,
      schema: { tags, summary: summaries.create, body: routes.input, response: answer },
    },
    async (request) => ({ data: await createBudget(request.ctx, kind, request.body) }),
  );

  app.put(
    `${path}/:id`,
    {
      config: manageWhole,
      schema: { tags, summary: summaries.update, params, body: routes.input, response: answer },
    },
    async (request) => ({ data: await updateBudget(request.ctx, kind, request.params.id, request.body) }),
  );

  app.patch(
    `${path}/:id`,
    {
      config: mayManageBudgetParts(kind),
      schema: { tags, summary: summaries.changeParts, params, body: routes.parts, response: answer },
    },
    async (request) => ({
      data: await changeBudgetParts(request.ctx, kind, request.params.id, request.body),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      config: manageWhole,
      schema: { tags, summary: summaries.delete, params, response: { 200: successResponse } },
    },
    async (request) => deleteBudget(request.ctx, kind, request.params.id),
  );
}
