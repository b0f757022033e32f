import {
  citySearchQuery,
  citySearchResponse,
  companyExistsQuery,
  companyExistsResponse,
  registerCompanyRequest,
  registerCustomerRequest,
  registrationConfirmRequest,
  registrationResponse,
  successResponse,
} from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { searchPlaces } from './postal-codes.ts';
import {
  companyExists,
  confirmRegistration,
  registerCompany,
  registerCustomer,
} from './registration.service.ts';

/** Registration of new companies and of new users of existing ones, with the double opt-in. */
export function registrationRoutes() {
  return async (app: StoreApi) => {
    app.get(
      '/dexis/register/company/exists',
      {
        config: { access: anyone },
        schema: {
          tags: ['Registration'],
          summary: 'Whether a company with this VAT number or company number is already a customer.',
          querystring: companyExistsQuery,
          response: { 200: companyExistsResponse },
        },
      },
      async (request) => ({ data: await companyExists(request.ctx, request.query) }),
    );

    app.post(
      '/dexis/register/company',
      {
        config: { access: anyone },
        schema: {
          tags: ['Registration'],
          summary:
            'Registers a new company and its lead buyer; a confirmation link is mailed (INVALID_VAT_NUMBER, VAT_NUMBER_ALREADY_EXISTS, DUPLICATE_USERNAME, CLIENT_IS_BLOCKED, CHECKOUT__CUSTOMER_ALREADY_EXISTING_DATA_FOUND, UNKNOWN_CITY).',
          body: registerCompanyRequest,
          response: { 200: registrationResponse },
        },
      },
      async (request) => ({
        data: await registerCompany(request.ctx, request.ctx.settings.featureFlags, request.body),
      }),
    );

    app.post(
      '/dexis/register/company/customer',
      {
        config: { access: anyone },
        schema: {
          tags: ['Registration'],
          summary:
            'Registers a new user of an existing company by its six-digit number; a confirmation link is mailed (COMPANY_DOESNT_EXIST, CLIENT_IS_BLOCKED, DUPLICATE_USERNAME).',
          body: registerCustomerRequest,
          response: { 200: registrationResponse },
        },
      },
      async (request) => ({ data: await registerCustomer(request.ctx, request.body) }),
    );

    app.post(
      '/account/register-confirm',
      {
        config: { access: anyone },
        schema: {
          tags: ['Registration'],
          summary: 'Confirms a registration with the hash of its mailed link; the account becomes usable.',
          body: registrationConfirmRequest,
          response: { 200: successResponse },
        },
      },
      async (request) => confirmRegistration(request.ctx, request.body.hash),
    );

    app.get(
      '/dexis/register/cities/search',
      {
        config: { access: anyone },
        schema: {
          tags: ['Registration'],
          summary: 'Belgian places by postal code or name, from the bpost list.',
          querystring: citySearchQuery,
          response: { 200: citySearchResponse },
        },
      },
      async (request) => ({ data: searchPlaces(request.query.query, request.query.limit) }),
    );
  };
}
