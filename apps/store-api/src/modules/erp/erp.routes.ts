import {
  articleInformationRequest,
  articleInformationResponse,
  variantsRequest,
  variantsResponse,
} from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { articleInformation, variantCounts } from './article-information.service.ts';

export async function erpRoutes(app: StoreApi) {
  app.post(
    '/dexis/article/information',
    {
      config: { access: anyone },
      schema: {
        tags: ['Prices and stock'],
        summary:
          'Prices, stock, unit and sales data of up to 100 articles by number: list prices for visitors, the company’s prices with ROLE_VIEW_PRICES and no prices at all without it, stock figures for logged-in users.',
        body: articleInformationRequest,
        response: { 200: articleInformationResponse },
      },
    },
    async (request) => articleInformation(request.ctx, request.body.articles),
  );

  app.post(
    '/dexis/variants',
    {
      config: { access: anyone },
      schema: {
        tags: ['Prices and stock'],
        summary: 'The number of variants of parent products.',
        body: variantsRequest,
        response: { 200: variantsResponse },
      },
    },
    async (request) => ({ data: await variantCounts(request.ctx, request.body.ids) }),
  );
}
