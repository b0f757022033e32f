import { deliverySettingsResponse, featureFlagsResponse } from '@tradeshop/api-client/contracts';
import type { DeliverySettings, FeatureFlag } from '@tradeshop/domain';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import type { StoreApi } from '../../platform/types.ts';

/** The feature flags (`FEATURE_FLAGS`) and the delivery cut-offs (`DELIVERY_CUT_OFFS`) of the shop's configuration. */
export function salesChannelRoutes(flags: readonly FeatureFlag[], delivery: DeliverySettings) {
  return async (app: StoreApi) => {
    app.get(
      '/dexis/feature-flags',
      {
        config: { access: anyone },
        schema: {
          tags: ['Context'],
          summary: 'The enabled feature flags (configuration FEATURE_FLAGS, a comma list).',
          response: { 200: featureFlagsResponse },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, 'feature-flags', featureFlagsResponse, async () => ({ data: [...flags] })),
    );
    app.get(
      '/dexis/delivery-settings',
      {
        config: { access: anyone },
        schema: {
          tags: ['Context'],
          summary:
            'The order cut-off per warehouse and the default one (configuration DELIVERY_CUT_OFFS), from which delivery dates are promised.',
          response: { 200: deliverySettingsResponse },
        },
      },
      async (request, reply) =>
        sendCached(request, reply, 'delivery-settings', deliverySettingsResponse, async () => ({
          data: { cutOffs: { ...delivery.cutOffs }, defaultCutOff: delivery.defaultCutOff },
        })),
    );
  };
}
