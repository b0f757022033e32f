import {
  countryListResponse,
  currencyListResponse,
  entityCriteria,
  languageListResponse,
  salutationListResponse,
} from '@tradeshop/api-client/contracts';
import type { z } from 'zod';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { listCountries, listCurrencies, listLanguages, listSalutations } from './system-lists.service.ts';

/** Shopware's entity list routes of the shop's languages, currency, countries and salutations. */
export async function systemListRoutes(app: StoreApi) {
  const lists = [
    {
      url: '/language',
      summary: 'The languages of the sales channel, with their locales.',
      response: languageListResponse,
      list: listLanguages,
    },
    {
      url: '/currency',
      summary: 'The currency of the sales channel, as a list (Shopware answers currencies as one).',
      response: currencyListResponse,
      list: listCurrencies,
    },
    {
      url: '/country',
      summary: 'The countries an address may be in, named in the request’s language.',
      response: countryListResponse,
      list: listCountries,
    },
    {
      url: '/salutation',
      summary: 'The salutations (mr, mrs, not_specified), named in the request’s language.',
      response: salutationListResponse,
      list: listSalutations,
    },
  ] as const;
  for (const { url, summary, response, list } of lists) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url,
        config: { access: anyone, readsCatalog: true },
        schema: {
          tags: ['System'],
          summary,
          ...(method === 'GET' ? { querystring: entityCriteria } : { body: entityCriteria.default({}) }),
          response: { 200: response },
        },
        handler: async (request) => {
          const criteria = (method === 'GET' ? request.query : request.body) as z.output<
            typeof entityCriteria
          >;
          return list(request.ctx, criteria);
        },
      });
    }
  }
}
