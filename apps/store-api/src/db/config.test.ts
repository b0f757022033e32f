import { defaultFeatureFlags } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { accessKeyProblem, readConfig, scryptNProblem } from './config.ts';

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

  it('promises deliveries from the configured cut-offs, and refuses to start on a wrong one', () => {
    expect(readConfig({ DELIVERY_CUT_OFFS: 'ANT=17:00' }).delivery).toEqual({
      cutOffs: { ANT: '17:00' },
      defaultCutOff: '17:00',
    });
    expect(() => readConfig({ DELIVERY_CUT_OFFS: 'ANT=5pm' })).toThrow(/ANT=5pm/);
  });

  it('ends a customer’s session after 8 idle hours and any session after 30 days unless set', () => {
    expect(readConfig({}).sessions).toEqual({ idleHours: 8, maxDays: 30 });
    expect(readConfig({ SESSION_IDLE_HOURS: '0.5', SESSION_MAX_DAYS: '7' }).sessions).toEqual({
      idleHours: 0.5,
      maxDays: 7,
    });
  });

  it.each([
    [{}, null],
    [{ NODE_ENV: 'production', STORE_API_ACCESS_KEY: 'SWSCQ2FyZ29BbGxlZW5Ib3V0Mj' }, null],
    [{ NODE_ENV: 'production' }, 'STORE_API_ACCESS_KEY is not set'],
    [{ NODE_ENV: 'production', STORE_API_ACCESS_KEY: '' }, 'STORE_API_ACCESS_KEY is not set'],
    [{ NODE_ENV: 'production', STORE_API_ACCESS_KEY: 'SWSCTRADESHOPDEMOKEY0000001' }, 'the demo key'],
    [{ NODE_ENV: 'production', STORE_API_ACCESS_KEY: 'secret' }, 'at least 20'],
    [{ NODE_ENV: 'production', STORE_API_ACCESS_KEY: 'a key with spaces in it ok' }, 'at least 20'],
  ])('gives a production start with %j the access key problem %j', (env, problem) => {
    const found = accessKeyProblem(readConfig(env));
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('serves a demo start with the demo key unless another is set', () => {
    expect(readConfig({}).accessKey).toBe('SWSCTRADESHOPDEMOKEY0000001');
    expect(readConfig({ STORE_API_ACCESS_KEY: 'SWSCOWNKEY' }).accessKey).toBe('SWSCOWNKEY');
  });

  it.each([
    [{}, null],
    [{ SCRYPT_N_FOR_TESTS: '1024' }, null],
    [{ SCRYPT_N_FOR_TESTS: '1000' }, 'a power of two'],
    [{ SCRYPT_N_FOR_TESTS: '512' }, 'a power of two'],
    [{ SCRYPT_N_FOR_TESTS: 'cheap' }, 'a power of two'],
    [{ NODE_ENV: 'production', SCRYPT_N_FOR_TESTS: '1024' }, 'a production start refuses it'],
  ])('takes a lower password cost for test runs only: %j gives %j', (env, problem) => {
    const found = scryptNProblem(readConfig(env));
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
