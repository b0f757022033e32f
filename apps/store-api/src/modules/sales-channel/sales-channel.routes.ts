import { deliverySettingsResponse, featureFlagsResponse } from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import type { StoreApi } from '../../platform/types.ts';

/**
 * The feature flags and the delivery cut-offs of the shop's settings (the back-office's, else the
 * environment's FEATURE_FLAGS and DELIVERY_CUT_OFFS), kept per catalogue version like every answer
 * a save of the settings changes.
 */
export function salesChannelRoutes() {
  return async (app: StoreApi) => {
    app.get(
      '/dexis/feature-flags',
      {
        config: { access: anyone },
        schema: {
          tags: ['Context'],
          summary:
            'The enabled feature flags (the back-office’s settings, else FEATURE_FLAGS, a comma list).',
          response: { 200: featureFlagsResponse },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, 'feature-flags', featureFlagsResponse, async () => ({
          data: [...request.ctx.settings.featureFlags],
        })),
    );
    app.get(
      '/dexis/delivery-settings',
      {
        config: { access: anyone },
        schema: {
          tags: ['Context'],
          summary:
            'The order cut-off per warehouse, the default one and the days the warehouses are closed besides the public holidays (the back-office’s settings, else DELIVERY_CUT_OFFS), from which delivery dates are promised.',
          response: { 200: deliverySettingsResponse },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, 'delivery-settings', deliverySettingsResponse, async () => {
          const { cutOffs, defaultCutOff, closedDays } = request.ctx.settings.delivery;
          return { data: { cutOffs: { ...cutOffs }, defaultCutOff, closedDays: [...closedDays] } };
        }),
    );
  };
}
