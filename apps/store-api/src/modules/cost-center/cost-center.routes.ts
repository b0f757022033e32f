import {
  assignExternalContactRequest,
  cartExternalContactResponse,
  costCenterInput,
  costCenterListResponse,
  costCenterResponse,
  dismissExternalContactResponse,
  externalContactsQuery,
  externalContactsResponse,
  id,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { z } from 'zod';
import { anyRight, loggedIn, withRight } from '../../platform/access.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  assignExternalContact,
  cartExternalContact,
  createCostCenter,
  deleteCostCenter,
  dismissExternalContact,
  externalContacts,
  getCostCenter,
  listCostCenters,
  updateCostCenter,
} from './cost-center.service.ts';

const costCenterParams = z.object({ id });
const manageCostCenters = { access: withRight('ROLE_MANAGE_COST_CENTER') };
/** Choosing a contact for the cart: users who may use cost centres, and those who manage them. */
const useCostCenters = { access: anyRight('ROLE_ACCESS_COST_CENTER', 'ROLE_MANAGE_COST_CENTER') };
const tags = ['Cost centres'];

/**
 * Cost centres of a company with their external contacts and contracts (account-and-ordering.md
 * §3, §7): managed on /account/costcenter, chosen for the cart, printed on the order. With the
 * feature flag DISPLAY_COST_CENTER_MODULE off, every route answers 404 as if it did not exist.
 */
export function costCenterRoutes() {
  return async (app: StoreApi) => {
    app.addHook('onRequest', async (request) => {
      if (!request.ctx.settings.featureFlags.includes('DISPLAY_COST_CENTER_MODULE'))
        throw new ApiProblem(404, errorCodes.notFound, 'No such route.');
    });

    app.get(
      '/dexis/cost-center/external-contact',
      {
        config: useCostCenters,
        schema: {
          tags,
          summary:
            'The active cost centres of the own company with their external contacts and the contracts valid today; `term` searches contacts (identifier, name, e-mail) and cost centres (code, name).',
          querystring: externalContactsQuery,
          response: { 200: externalContactsResponse },
        },
      },
      async (request) => ({ data: await externalContacts(request.ctx, request.query.term) }),
    );

    app.post(
      '/dexis/cost-center/external-contact-assign',
      {
        config: useCostCenters,
        schema: {
          tags,
          summary:
            'Charges the cart to an external contact of a cost centre and optionally one of its contracts valid today (DEXIS__COST_CENTER_CONTACT_NOT_FOUND, DEXIS__COST_CENTER_CONTRACT_NOT_FOUND, DEXIS__COST_CENTER_CONTRACT_NOT_VALID).',
          body: assignExternalContactRequest,
          response: { 200: cartExternalContactResponse },
        },
      },
      async (request) => ({ data: await assignExternalContact(request.ctx, request.body) }),
    );

    app.post(
      '/dexis/cost-center/external-contact-dismiss',
      {
        config: useCostCenters,
        schema: {
          tags,
          summary: 'Takes the external contact and contract off the cart.',
          response: { 200: dismissExternalContactResponse },
        },
      },
      async (request) => ({ data: await dismissExternalContact(request.ctx) }),
    );

    app.get(
      '/dexis/cost-center/cart/external-contact',
      {
        config: { access: loggedIn },
        schema: {
          tags,
          summary:
            'The cart’s cost centre, external contact and contract as the order would print them; null when none is chosen or it can no longer be used.',
          response: { 200: cartExternalContactResponse },
        },
      },
      async (request) => ({ data: await cartExternalContact(request.ctx) }),
    );

    app.get(
      '/dexis/cost-center',
      {
        config: manageCostCenters,
        schema: {
          tags,
          summary:
            'Every cost centre of the own company, inactive ones too, with its contacts and contracts.',
          response: { 200: costCenterListResponse },
        },
      },
      async (request) => ({ data: await listCostCenters(request.ctx) }),
    );

    app.post(
      '/dexis/cost-center',
      {
        config: manageCostCenters,
        schema: {
          tags,
          summary:
            'Creates a cost centre with its external contacts and contracts (COST_CENTER_CODE_NOT_UNIQUE).',
          body: costCenterInput,
          response: { 200: costCenterResponse },
        },
      },
      async (request) => ({ data: await createCostCenter(request.ctx, request.body) }),
    );

    app.get(
      '/dexis/cost-center/:id',
      {
        config: manageCostCenters,
        schema: {
          tags,
          summary: 'A cost centre of the own company with its contacts and contracts.',
          params: costCenterParams,
          response: { 200: costCenterResponse },
        },
      },
      async (request) => ({ data: await getCostCenter(request.ctx, request.params.id) }),
    );

    app.put(
      '/dexis/cost-center/:id',
      {
        config: manageCostCenters,
        schema: {
          tags,
          summary:
            'Changes a cost centre; the lists replace the stored ones (rows kept by id, rows left out deleted, carts that chose them lose the choice).',
          params: costCenterParams,
          body: costCenterInput,
          response: { 200: costCenterResponse },
        },
      },
      async (request) => ({
        data: await updateCostCenter(request.ctx, request.params.id, request.body),
      }),
    );

    app.delete(
      '/dexis/cost-center/:id',
      {
        config: manageCostCenters,
        schema: {
          tags,
          summary:
            'Deletes a cost centre with its contacts and contracts; placed orders keep what they printed.',
          params: costCenterParams,
          response: { 200: successResponse },
        },
      },
      async (request) => deleteCostCenter(request.ctx, request.params.id),
    );
  };
}
