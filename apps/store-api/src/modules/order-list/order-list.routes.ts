import {
  id,
  orderListCartRequest,
  orderListCartResponse,
  orderListDetailResponse,
  orderListDuplicateInput,
  orderListInput,
  orderListItemsDelete,
  orderListItemsInput,
  orderListPageResponse,
  orderListQuery,
  orderListUpdate,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  addOrderListItems,
  createOrderList,
  deleteOrderList,
  duplicateOrderList,
  getOrderList,
  listOrderLists,
  orderListToCart,
  removeOrderListItems,
  updateOrderList,
} from './order-list.service.ts';

const manageLists = { access: withRight('ROLE_MANAGE_ORDER_LISTS') };
const listParams = z.object({ id });
const tags = ['Order lists'];

/** Order lists: articles with quantities a company orders again and again (account-and-ordering.md §1–§3). */
export async function orderListRoutes(app: StoreApi) {
  app.get(
    '/dexis/order/list',
    {
      config: manageLists,
      schema: {
        tags,
        summary:
          'The order lists the user sees (their private ones and the company’s shared ones), newest first, 20 a page; `search` finds a part of the name.',
        querystring: orderListQuery,
        response: { 200: orderListPageResponse },
      },
    },
    async (request) => listOrderLists(request.ctx, request.query),
  );

  app.post(
    '/dexis/order/list',
    {
      config: manageLists,
      schema: {
        tags,
        summary:
          'Creates an order list, private (`user`) or shared with the company (`company`), optionally with articles.',
        body: orderListInput,
        response: { 200: orderListDetailResponse },
      },
    },
    async (request) => ({ data: await createOrderList(request.ctx, request.body) }),
  );

  app.get(
    '/dexis/order/list/:id',
    {
      config: manageLists,
      schema: {
        tags,
        summary:
          'An order list with its lines, the buyer’s prices, stock and delivery times as they are now.',
        params: listParams,
        response: { 200: orderListDetailResponse },
      },
    },
    async (request) => ({ data: await getOrderList(request.ctx, request.params.id) }),
  );

  app.patch(
    '/dexis/order/list/:id',
    {
      config: manageLists,
      schema: {
        tags,
        summary:
          'Renames a list, shares it or makes it private, and changes quantities of its lines (its creator or a lead buyer).',
        params: listParams,
        body: orderListUpdate,
        response: { 200: orderListDetailResponse },
      },
    },
    async (request) => ({ data: await updateOrderList(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/dexis/order/list/:id',
    {
      config: manageLists,
      schema: {
        tags,
        summary: 'Deletes an order list (its creator or a lead buyer).',
        params: listParams,
        response: { 200: successResponse },
      },
    },
    async (request) => deleteOrderList(request.ctx, request.params.id),
  );

  app.post(
    '/dexis/order/list/:id/items',
    {
      config: manageLists,
      schema: {
        tags,
        summary: 'Puts articles on a list by id or article number; an article already on it adds up.',
        params: listParams,
        body: orderListItemsInput,
        response: { 200: orderListDetailResponse },
      },
    },
    async (request) => ({
      data: await addOrderListItems(request.ctx, request.params.id, request.body.items),
    }),
  );

  app.delete(
    '/dexis/order/list/:id/items',
    {
      config: manageLists,
      schema: {
        tags,
        summary: 'Takes lines off a list; all or nothing.',
        params: listParams,
        body: orderListItemsDelete,
        response: { 200: orderListDetailResponse },
      },
    },
    async (request) => ({
      data: await removeOrderListItems(request.ctx, request.params.id, request.body.ids),
    }),
  );

  app.post(
    '/dexis/order/list/:id/duplicate',
    {
      config: manageLists,
      schema: {
        tags,
        summary: 'Copies a list the user sees into a new private list of the user.',
        params: listParams,
        body: orderListDuplicateInput,
        response: { 200: orderListDetailResponse },
      },
    },
    async (request) => ({
      data: await duplicateOrderList(request.ctx, request.params.id, request.body.name),
    }),
  );

  app.post(
    '/dexis/order/list/:id/cart',
    {
      config: manageLists,
      schema: {
        tags,
        summary:
          'Puts all lines (or `lineIds`) in the cart at their quantities; a line the cart refuses is named with its reason and the others still go in.',
        params: listParams,
        body: orderListCartRequest,
        response: { 200: orderListCartResponse },
      },
    },
    async (request) => ({
      data: await orderListToCart(request.ctx, request.params.id, request.body.lineIds),
    }),
  );
}
