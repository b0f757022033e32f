import {
  cartOrderReferenceResponse,
  id,
  orderReferenceInput,
  orderReferenceListRequest,
  orderReferenceListResponse,
  orderReferencePartsInput,
  orderReferenceResponse,
  orderReferenceSearchResponse,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyRight, loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  cartReference,
  changeOrderReferenceParts,
  chooseCartReference,
  clearCartReference,
  createOrderReference,
  deleteOrderReference,
  getOrderReference,
  listOrderReferences,
  searchOrderReferences,
  updateOrderReference,
} from './order-reference.service.ts';

const referenceParams = z.object({ id });
const manageReferences = { access: withRight('ROLE_MANAGE_ORDER_REFERENCES') };
/** Reading a reference, and changing the part one's right covers: the budget or the approval. */
const manageReferenceParts = {
  access: anyRight('ROLE_MANAGE_ORDER_REFERENCES', 'ROLE_MANAGE_BUDGETS', 'ROLE_MANAGE_APPROVERS'),
};
const useReferences = { access: withRight('ROLE_ADD_ORDER_REFERENCES') };
const tags = ['Order references'];

/** Order references of a company: names for orders with a shared budget per period and approvers. */
export async function orderReferenceRoutes(app: StoreApi) {
  app.post(
    '/dexis/order-reference/list',
    {
      config: manageReferenceParts,
      schema: {
        tags,
        summary:
          'The order references of the own company by name, with approvers, users and what is left of the budget, 20 a page.',
        body: orderReferenceListRequest,
        response: { 200: orderReferenceListResponse },
      },
    },
    async (request) => listOrderReferences(request.ctx, request.body),
  );

  app.post(
    '/dexis/order-reference',
    {
      config: manageReferences,
      schema: {
        tags,
        summary:
          'Creates an order reference: name, optional budget per period (daily, weekly, monthly, yearly or custom dates), renewable or transferable, approvers from an amount on, and the users who may use it (none: everybody who may use references).',
        body: orderReferenceInput,
        response: { 200: orderReferenceResponse },
      },
    },
    async (request) => ({ data: await createOrderReference(request.ctx, request.body) }),
  );

  app.get(
    '/dexis/order-reference/search/:term',
    {
      config: useReferences,
      schema: {
        tags,
        summary:
          'The active references the logged-in user may order under whose name holds the term (at most 20), with what is left of their budgets.',
        params: z.object({ term: z.string().trim().min(1).max(50) }),
        response: { 200: orderReferenceSearchResponse },
      },
    },
    async (request) => ({ data: await searchOrderReferences(request.ctx, request.params.term) }),
  );

  app.get(
    '/dexis/order-reference/cart',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary: 'The order reference chosen for the cart, with what is left of its budget; null when none.',
        response: { 200: cartOrderReferenceResponse },
      },
    },
    async (request) => ({ data: await cartReference(request.ctx) }),
  );

  app.put(
    '/dexis/order-reference/cart/:id',
    {
      config: useReferences,
      schema: {
        tags,
        summary: 'Chooses the order reference the cart’s order will carry and count against.',
        params: referenceParams,
        response: { 200: cartOrderReferenceResponse },
      },
    },
    async (request) => ({ data: await chooseCartReference(request.ctx, request.params.id) }),
  );

  app.delete(
    '/dexis/order-reference/cart',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary: 'Takes the order reference off the cart.',
        response: { 200: cartOrderReferenceResponse },
      },
    },
    async (request) => ({ data: await clearCartReference(request.ctx) }),
  );

  app.get(
    '/dexis/order-reference/:id',
    {
      config: manageReferenceParts,
      schema: {
        tags,
        summary: 'An order reference of the own company.',
        params: referenceParams,
        response: { 200: orderReferenceResponse },
      },
    },
    async (request) => ({ data: await getOrderReference(request.ctx, request.params.id) }),
  );

  app.patch(
    '/dexis/order-reference/:id',
    {
      config: manageReferenceParts,
      schema: {
        tags,
        summary:
          'Changes the budget of an order reference of the own company (amount, period, renewal; ROLE_MANAGE_BUDGETS), its approval (approveFrom and approvers; ROLE_MANAGE_APPROVERS) or both; ROLE_MANAGE_ORDER_REFERENCES may change either. A part left out stays.',
        params: referenceParams,
        body: orderReferencePartsInput,
        response: { 200: orderReferenceResponse },
      },
    },
    async (request) => ({
      data: await changeOrderReferenceParts(request.ctx, request.params.id, request.body),
    }),
  );

  app.put(
    '/dexis/order-reference/:id',
    {
      config: manageReferences,
      schema: {
        tags,
        summary: 'Changes an order reference of the own company, including activating or deactivating it.',
        params: referenceParams,
        body: orderReferenceInput,
        response: { 200: orderReferenceResponse },
      },
    },
    async (request) => ({ data: await updateOrderReference(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/dexis/order-reference/:id',
    {
      config: manageReferences,
      schema: {
        tags,
        summary:
          'Deletes an order reference; its orders keep the name. Refused while its orders wait for approval.',
        params: referenceParams,
        response: { 200: successResponse },
      },
    },
    async (request) => deleteOrderReference(request.ctx, request.params.id),
  );
}
