import {
  addressInput,
  addressListResponse,
  addressResponse,
  entityCriteria,
  id,
  successResponse,
  vatCheckResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { entitySearchPage } from '../../platform/pager.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultShippingAddress,
  updateAddress,
} from './address.service.ts';
import { checkVatNumberAgain } from './vat-recheck.ts';

const companyParams = z.object({ companyId: id });
const addressParams = z.object({ companyId: id, addressId: id });

/**
 * The company's address book. With the feature flag EXTEND_ADDRESS_BOOK addresses have a department,
 * contact person, phone and delivery instructions; without it those are neither answered nor
 * accepted (a filled one is refused) and stay as they are.
 */
export function companyRoutes() {
  const optionsOf = (ctx: RequestContext) => ({
    extended: ctx.settings.featureFlags.includes('EXTEND_ADDRESS_BOOK'),
  });
  return async (app: StoreApi) => {
    app.post(
      '/account/list-address',
      {
        config: { access: loggedIn },
        schema: {
          tags: ['Address book'],
          summary:
            'The addresses of the logged-in user’s company, with the billing and default delivery address marked.',
          body: entityCriteria.nullish(),
          response: { 200: addressListResponse },
        },
      },
      async (request) =>
        entitySearchPage(
          await listAddresses(request.ctx, optionsOf(request.ctx)),
          request.body,
          'customer_address',
        ),
    );

    app.post(
      '/dexis/companies/:companyId/address',
      {
        config: { access: withRight('ROLE_MANAGE_ADDRESSES') },
        schema: {
          tags: ['Address book'],
          summary:
            'Adds an address to the user’s own company (ROLE_MANAGE_ADDRESSES); department, contact person, phone and delivery instructions only with EXTEND_ADDRESS_BOOK.',
          params: companyParams,
          body: addressInput,
          response: { 200: addressResponse },
        },
      },
      async (request) => ({
        data: await createAddress(
          request.ctx,
          request.params.companyId,
          request.body,
          optionsOf(request.ctx),
        ),
      }),
    );

    app.put(
      '/dexis/companies/:companyId/address/:addressId',
      {
        config: { access: withRight('ROLE_MANAGE_ADDRESSES') },
        schema: {
          tags: ['Address book'],
          summary:
            'Changes an address of the user’s own company (ROLE_MANAGE_ADDRESSES); extended fields left out keep their values (EXTEND_ADDRESS_BOOK).',
          params: addressParams,
          body: addressInput,
          response: { 200: addressResponse },
        },
      },
      async (request) => ({
        data: await updateAddress(
          request.ctx,
          request.params.companyId,
          request.params.addressId,
          request.body,
          optionsOf(request.ctx),
        ),
      }),
    );

    app.delete(
      '/dexis/companies/:companyId/address/:addressId',
      {
        config: { access: withRight('ROLE_MANAGE_ADDRESSES') },
        schema: {
          tags: ['Address book'],
          summary:
            'Deletes an address of the user’s own company, not its billing address (ROLE_MANAGE_ADDRESSES).',
          params: addressParams,
          response: { 200: successResponse },
        },
      },
      async (request) => deleteAddress(request.ctx, request.params.companyId, request.params.addressId),
    );

    app.post(
      '/dexis/companies/vat-check',
      {
        config: { access: loggedIn },
        schema: {
          tags: ['Company'],
          summary:
            'A lead buyer has VIES asked again about the company’s VAT number in another EU member state (at most once a minute); the answer is kept as evidence.',
          response: { 200: vatCheckResponse },
        },
      },
      async (request) => ({ data: await checkVatNumberAgain(request.ctx) }),
    );

    app.patch(
      '/account/address/default-shipping/:addressId',
      {
        config: { access: loggedIn },
        schema: {
          tags: ['Address book'],
          summary: 'Makes an address of the company the logged-in user’s default delivery address.',
          params: z.object({ addressId: id }),
          response: { 200: addressResponse },
        },
      },
      async (request) => ({
        data: await setDefaultShippingAddress(request.ctx, request.params.addressId, optionsOf(request.ctx)),
      }),
    );
  };
}
