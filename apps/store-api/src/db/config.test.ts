import { defaultFeatureFlags } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('settings', () => {
  it('lets the built-in ERP work off the demo’s orders, but never a production shop’s unless asked', () => {
    expect(readConfig({}).builtInErpStepSeconds).toBe(60);
    expect(readConfig({ NODE_ENV: 'production' }).builtInErpStepSeconds).toBe(0);
    expect(
      readConfig({ NODE_ENV: 'production', BUILTIN_ERP_STEP_SECONDS: '300' }).builtInErpStepSeconds,
    ).toBe(300);
  });

  it('shows delivery and restock times in the demo, and gives production the specification’s flags unless set', () => {
    expect(readConfig({}).featureFlags.enabled).toContain('DISPLAY_DELIVERY_AND_RESTOCK_TIME');
    expect(readConfig({ NODE_ENV: 'production' }).featureFlags.enabled).toEqual(defaultFeatureFlags);
    expect(readConfig({ FEATURE_FLAGS: 'DISPLAY_FAX' }).featureFlags.enabled).toEqual(['DISPLAY_FAX']);
  });
});
