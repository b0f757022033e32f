import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, featureFlags, parseFeatureFlags } from './feature-flags.ts';

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
});
