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
});
