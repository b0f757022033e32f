import {
  cartOrderReferenceResponse,
  id,
  orderReferenceInput,
  orderReferenceListRequest,
  orderReferenceListResponse,
  orderReferencePartsInput,
  orderReferenceResponse,
  orderReferenceSearchResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { mayManageBudgetParts, orderReferences, registerBudgetRoutes } from '../budget/index.ts';
import {
  cartReference,
  chooseCartReference,
  clearCartReference,
  listOrderReferences,
  searchOrderReferences,
} from './order-reference.service.ts';

const path = '/dexis/order-reference';
const useReferences = { access: withRight('ROLE_ADD_ORDER_REFERENCES') };
const tags = ['Order references'];

/** Order references of a company: names for orders with a shared budget per period and approvers. */
export async function orderReferenceRoutes(app: StoreApi) {
  app.post(
    `${path}/list`,
    {
      config: mayManageBudgetParts(orderReferences),
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

  app.get(
    `${path}/search/:term`,
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
    `${path}/cart`,
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
    `${path}/cart/:id`,
    {
      config: useReferences,
      schema: {
        tags,
        summary: 'Chooses the order reference the cart’s order will carry and count against.',
        params: z.object({ id }),
        response: { 200: cartOrderReferenceResponse },
      },
    },
    async (request) => ({ data: await chooseCartReference(request.ctx, request.params.id) }),
  );

  app.delete(
    `${path}/cart`,
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

  registerBudgetRoutes(app, {
    kind: orderReferences,
    path,
    tags,
    input: orderReferenceInput,
    parts: orderReferencePartsInput,
    response: orderReferenceResponse,
    summaries: {
      get: 'An order reference of the own company.',
      create:
        'Creates an order reference: name, optional budget per period (daily, weekly, monthly, yearly or custom dates), renewable or transferable, approvers from an amount on, and the users who may use it (none: everybody who may use references).',
      update: 'Changes an order reference of the own company, including activating or deactivating it.',
      changeParts:
        'Changes the budget of an order reference of the own company (amount, period, renewal; ROLE_MANAGE_BUDGETS), its approval (approveFrom and approvers; ROLE_MANAGE_APPROVERS) or both; ROLE_MANAGE_ORDER_REFERENCES may change either. A part left out stays.',
      delete:
        'Deletes an order reference; its orders keep the name. Refused while its orders wait for approval.',
    },
  });
}
