import { featureFlagsResponse } from '@tradeshop/api-client/contracts';
import type { FeatureFlag } from '@tradeshop/domain';
import { anyone } from '../../platform/access.ts';
import { sendCached } from '../../platform/cache.ts';
import type { StoreApi } from '../../platform/types.ts';

/** The feature flags of the shop's configuration (`FEATURE_FLAGS`). */
export function salesChannelRoutes(flags: readonly FeatureFlag[]) {
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
  };
}
