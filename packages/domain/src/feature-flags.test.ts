import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, demoFeatureFlags, featureFlags, parseFeatureFlags } from './feature-flags.ts';

describe('feature flags', () => {
  it('are the 24 switches of the specification', () => {
    expect(featureFlags).toHaveLength(24);
  });

  it('read a comma list in any case and with spaces', () => {
    expect(parseFeatureFlags(' display_fax ,DISPLAY_MOBILE,,').enabled).toEqual([
      'DISPLAY_MOBILE',
      'DISPLAY_FAX',
    ]);
  });

  it('report unknown names instead of ignoring them silently', () => {
    expect(parseFeatureFlags('DISPLAY_FAX,DISPLAY_FAXX').unknown).toEqual(['DISPLAY_FAXX']);
  });

  it('default to the configuration the specification shows, and an empty list switches all off', () => {
    expect(parseFeatureFlags(undefined).enabled).toEqual(defaultFeatureFlags);
    expect(parseFeatureFlags('').enabled).toEqual([]);
  });

  it('default to the given flags instead, such as a demo start’s, and a set list still wins', () => {
    expect(parseFeatureFlags(undefined, demoFeatureFlags).enabled).toEqual(demoFeatureFlags);
    expect(parseFeatureFlags('DISPLAY_FAX', demoFeatureFlags).enabled).toEqual(['DISPLAY_FAX']);
    expect(demoFeatureFlags).toEqual([...defaultFeatureFlags, 'DISPLAY_DELIVERY_AND_RESTOCK_TIME']);
  });
});
