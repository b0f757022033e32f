import type { z } from 'zod';
import {
  contextTokenResponse,
  deliverySettingsResponse,
  featureFlagsResponse,
  salesChannelContext,
  type updateContextRequest,
} from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

export type UpdateContextInput = z.input<typeof updateContextRequest>;

/** The session's context and the shop-wide settings it runs under (feature flags, delivery cut-offs). */
export function sessionCalls({ call }: Transport) {
  return {
    context: () => call(salesChannelContext, 'GET', '/context'),
    updateContext: (body: UpdateContextInput) => call(contextTokenResponse, 'PATCH', '/context', body),
    featureFlags: () => call(featureFlagsResponse, 'GET', '/dexis/feature-flags'),
    deliverySettings: () => call(deliverySettingsResponse, 'GET', '/dexis/delivery-settings'),
  };
}
