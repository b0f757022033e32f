import type { z } from 'zod';
import {
  contextTokenResponse,
  deliverySettingsResponse,
  featureFlagsResponse,
  salesChannelContext,
  sessionSummary,
  type updateContextRequest,
} from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

export type UpdateContextInput = z.input<typeof updateContextRequest>;

/** The session's context and the shop-wide settings it runs under (feature flags, delivery cut-offs). */
export function sessionCalls({ call }: Transport) {
  return {
    context: () => call(salesChannelContext, 'GET', '/context'),
    /** The logged-in user, the staff member acting as them and the cart's lines, in one call. */
    session: () => call(sessionSummary, 'GET', '/dexis/session'),
    updateContext: (body: UpdateContextInput) => call(contextTokenResponse, 'PATCH', '/context', body),
    featureFlags: () => call(featureFlagsResponse, 'GET', '/dexis/feature-flags'),
    deliverySettings: () => call(deliverySettingsResponse, 'GET', '/dexis/delivery-settings'),
  };
}
