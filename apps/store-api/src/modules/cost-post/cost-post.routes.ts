import {
  costPostChoicesResponse,
  costPostInput,
  costPostListQuery,
  costPostListResponse,
  costPostResponse,
  costPostSettings,
  costPostSettingsResponse,
  costPostsImportRequest,
  costPostsImportResponse,
  id,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { csvImport } from '@tradeshop/domain';
import { z } from 'zod';
import { withRight } from '../../platform/access.ts';
import { sendCsv } from '../../platform/csv-table.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  changeCostPostSettings,
  costPostChoices,
  createCostPost,
  deleteCostPost,
  getCostPost,
  listCostPosts,
  updateCostPost,
} from './cost-post.service.ts';
import { costPostsTemplate, exportCostPosts, importCostPosts } from './cost-post-import.ts';

const manageCostPosts = { access: withRight('ROLE_MANAGE_COST_POSTS') };
const costPostParams = z.object({ id });
const tags = ['Cost posts'];

/** The company's own general-ledger accounts that orders and their lines are charged to. */
export async function costPostRoutes(app: StoreApi) {
  app.get(
    '/dexis/cost-posts',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary:
          'The own company’s cost posts by code, inactive ones too, and whether checkout requires one; `search` finds a part of the code or name.',
        querystring: costPostListQuery,
        response: { 200: costPostListResponse },
      },
    },
    async (request) => listCostPosts(request.ctx, request.query.search),
  );

  app.get(
    '/dexis/cost-posts/choices',
    {
      config: { access: withRight('ROLE_PLACE_ORDERS') },
      schema: {
        tags,
        summary:
          'What a buyer may charge an order or its lines to in checkout: the company’s active cost posts, and whether one is required.',
        response: { 200: costPostChoicesResponse },
      },
    },
    async (request) => costPostChoices(request.ctx),
  );

  app.post(
    '/dexis/cost-posts',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary: 'Adds a cost post; its code must be new in the company, whatever its letter case.',
        body: costPostInput,
        response: { 200: costPostResponse },
      },
    },
    async (request) => ({ data: await createCostPost(request.ctx, request.body) }),
  );

  app.put(
    '/dexis/cost-posts/settings',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary: 'Whether checkout requires a cost post on every order line (the order’s or the line’s own).',
        body: costPostSettings,
        response: { 200: costPostSettingsResponse },
      },
    },
    async (request) => changeCostPostSettings(request.ctx, request.body.required),
  );

  app.post(
    '/dexis/cost-posts/import',
    {
      config: manageCostPosts,
      // A 5 MB file grows when its text is escaped into JSON.
      bodyLimit: csvImport.maxBytes * 2 + 1024,
      schema: {
        tags,
        summary:
          'Imports cost posts from a CSV file’s text (columns code, name and optionally active; `;`, `,` or tab, at most 5 MB). With `preview` only the first 10 entries are read back; otherwise each row is added, updated, left unchanged or refused with its reason.',
        body: costPostsImportRequest,
        response: { 200: costPostsImportResponse },
      },
    },
    async (request) => ({ data: await importCostPosts(request.ctx, request.body) }),
  );

  app.post(
    '/dexis/cost-posts/export',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary:
          'The own company’s cost posts (or those `search` finds) as a CSV file the import reads back.',
        body: costPostListQuery,
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'cost-posts', await exportCostPosts(request.ctx, request.body.search)),
  );

  app.get(
    '/dexis/cost-posts/template',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary: 'An empty import file: the columns in the asked language and one example row.',
      },
    },
    async (request, reply) => sendCsv(reply, 'cost-posts-template', costPostsTemplate(request.ctx)),
  );

  app.get(
    '/dexis/cost-posts/:id',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary: 'A cost post of the own company.',
        params: costPostParams,
        response: { 200: costPostResponse },
      },
    },
    async (request) => ({ data: await getCostPost(request.ctx, request.params.id) }),
  );

  app.put(
    '/dexis/cost-posts/:id',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary: 'Changes a cost post of the own company; placed orders keep the copy they printed.',
        params: costPostParams,
        body: costPostInput,
        response: { 200: costPostResponse },
      },
    },
    async (request) => ({ data: await updateCostPost(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/dexis/cost-posts/:id',
    {
      config: manageCostPosts,
      schema: {
        tags,
        summary: 'Deletes a cost post of the own company; placed orders keep the copy they printed.',
        params: costPostParams,
        response: { 200: successResponse },
      },
    },
    async (request) => deleteCostPost(request.ctx, request.params.id),
  );
}
