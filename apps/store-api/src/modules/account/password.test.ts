import { describe, expect, it } from 'vitest';
import { atProductionCost, oldCostHash, testScryptCost } from '../../test/password-cost.ts';
import {
  decoyHash,
  hashPassword,
  rehashedPassword,
  scryptCost,
  setScryptCostOutsideProduction,
  verifyPassword,
} from './password.ts';

describe('password hashes', () => {
  it('are salted scrypt hashes at OWASP’s minimum cost that verify the password and nothing else', async () => {
    expect(scryptCost).toEqual({ N: 131_072, r: 8, p: 1 });
    await atProductionCost(async () => {
      const first = await hashPassword('demo1234');
      const second = await hashPassword('demo1234');
      expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(first).not.toBe(second);
      expect(await verifyPassword('demo1234', first)).toBe(true);
      expect(await verifyPassword('demo12345', first)).toBe(false);
      expect(await decoyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
    });
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$many$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('of an older cost still verify, and are made anew at the current cost once the password is known', async () => {
    const old = oldCostHash('demo1234');
    expect(await verifyPassword('demo1234', old)).toBe(true);
    await atProductionCost(async () => {
      const renewed = await rehashedPassword('demo1234', old);
      expect(renewed).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('demo1234', renewed!)).toBe(true);
      expect(await rehashedPassword('demo1234', renewed!)).toBeNull();
    });
  });

  it('cost less only in test runs: a production process cannot lower the cost', async () => {
    expect(await hashPassword('demo1234')).toMatch(new RegExp(`^scrypt\\$${testScryptCost.N}\\$8\\$1\\$`));
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setScryptCostOutsideProduction(testScryptCost)).toThrow();
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
