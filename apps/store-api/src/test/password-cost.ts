import { randomBytes, scryptSync } from 'node:crypto';
import { type ScryptCost, scryptCost, setScryptCostOutsideProduction } from '../modules/account/index.ts';

/**
 * Setup file of the Store API's test projects, and imported by their global setup before it seeds
 * the demo users: passwords hashed in the suite cost 1/128 of a production hash, since the
 * suite logs in hundreds of times. The tests of the cost itself raise it back (`scryptCost`).
 */
export const testScryptCost: ScryptCost = Object.freeze({ N: 1024, r: 8, p: 1 });
setScryptCostOutsideProduction(testScryptCost);

/** A hash as the shop made them before the cost was raised (scrypt at N=2^14), to be replaced at a login. */
export function oldCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 16_384, r: 8, p: 1 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Runs `work` at the production cost of new hashes, then goes back to the suite's. */
export async function atProductionCost<T>(work: () => Promise<T>): Promise<T> {
  const before = setScryptCostOutsideProduction(scryptCost);
  try {
    return await work();
  } finally {
    setScryptCostOutsideProduction(before);
  }
}
