import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of new hashes: OWASP's minimum for scrypt, 128 MiB (128·N·r bytes) and about half a
 * second of one core per hash. Older hashes name their own cost and are replaced at the next login.
 */
export const scryptCost: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
let currentCost: ScryptCost = scryptCost;
const keyLength = 32;

/**
 * Sets the cost of new hashes for test runs: the Vitest suite and the end-to-end shop
 * (`SCRYPT_N_FOR_TESTS`) log in hundreds of times, at half a second each at the production cost;
 * the tests of the cost itself raise it back. Answers the cost before. Refused in production
 * (`NODE_ENV=production`), so that no setting or call in a production shop hashes below `scryptCost`.
 */
export function setScryptCostOutsideProduction(cost: ScryptCost): ScryptCost {
  if (process.env.NODE_ENV === 'production') throw new Error('The password cost is fixed in production.');
  const before = currentCost;
  currentCost = cost;
  return before;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    ...cost,
    // node:crypto refuses more than 32 MiB unless told: the 128·N·r·p bytes of the cost, and room besides.
    maxmem: 128 * cost.N * cost.r * cost.p + 32 * 1024 * 1024,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A slow salted hash: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const cost = currentCost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key) return null;
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.cost);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/**
 * A new hash of a password that has just verified against `stored`, when `stored` is of a lower
 * cost than new hashes get (made before the cost was raised); null when it is current.
 */
export async function rehashedPassword(password: string, stored: string): Promise<string | null> {
  const cost = parseHash(stored)?.cost;
  const weaker = !cost || cost.N < currentCost.N || cost.r < currentCost.r || cost.p < currentCost.p;
  return weaker ? hashPassword(password) : null;
}

/** Compared against when the username is unknown, so that both answers take as long: made at the current cost. */
let decoy: { cost: ScryptCost; hash: Promise<string> } | undefined;
export function decoyHash(): Promise<string> {
  if (decoy?.cost !== currentCost)
    decoy = { cost: currentCost, hash: hashPassword(randomBytes(16).toString('hex')) };
  return decoy.hash;
}
