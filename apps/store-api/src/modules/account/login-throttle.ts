import { errorCodes } from '@tradeshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { queryRows } from '../../db/index.ts';
import { addressKey } from '../../platform/client-address.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { loginAttempt } from './account.tables.ts';

const windowSeconds = 15 * 60;
/**
 * Failed logins allowed per window before the key is refused: one address guessing one user's
 * password, and one address trying many usernames. A username alone is never refused (anybody
 * could lock anybody out), it slows down instead.
 */
const limits = { pair: 10, address: 50 } as const;
/** Failures of a username, from wherever, after which each of its logins waits a growing delay. */
const slowdownFrom = 10;
const firstDelayMs = 500;
/** Below the storefront's timeout, so that the real user still gets in. */
const maxDelayMs = 5000;

/** The counters a login of this username from this client address goes against. */
export function throttleKeys(username: string, clientAddress: string) {
  const name = username.toLowerCase();
  const address = addressKey(clientAddress);
  return {
    pair: `pair:${name}|${address}`,
    address: `address:${address}`,
    username: `username:${name}`,
  };
}
type ThrottleKeys = ReturnType<typeof throttleKeys>;

/** How long a login of a username waits after this many failures of it in the window. */
export function loginDelayMs(usernameFailures: number): number {
  if (usernameFailures < slowdownFrom) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (usernameFailures - slowdownFrom));
}

/**
 * Refuses a login while its username and address pair, or its address, has used up the failures of
 * the window; otherwise answers how long it must wait for the failures of its username.
 */
export async function throttleLogin(tx: Tx, keys: ThrottleKeys): Promise<{ delayMs: number }> {
  const rows = await queryRows<{ key: string; failures: number; wait: number }>(
    tx,
    sql`select key, failures, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as wait
        from login_attempt where key = any(${sql.param(Object.values(keys))}::text[])
        and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  let delayMs = 0;
  for (const row of rows) {
    if (row.key === keys.username) {
      delayMs = loginDelayMs(row.failures);
      continue;
    }
    const limit = row.key === keys.pair ? limits.pair : limits.address;
    if (row.failures >= limit) {
      throw new ApiProblem(429, errorCodes.loginThrottled, 'Too many failed logins. Try again later.', {
        waitTime: row.wait,
      });
    }
  }
  return { delayMs };
}

export async function recordFailedLogin(tx: Tx, keys: ThrottleKeys) {
  for (const key of Object.values(keys)) {
    await tx.execute(sql`insert into login_attempt (key, failures, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when login_attempt.window_start > now() - make_interval(secs => ${windowSeconds})
          then login_attempt.failures + 1 else 1 end,
        window_start = case when login_attempt.window_start > now() - make_interval(secs => ${windowSeconds})
          then login_attempt.window_start else now() end`);
  }
}

/**
 * A login that succeeded clears its own pair. The username's count stays: while an attack goes on
 * elsewhere, its guesses keep slowing down.
 */
export async function clearFailedLogins(tx: Tx, keys: ThrottleKeys) {
  await tx.delete(loginAttempt).where(inArray(loginAttempt.key, [keys.pair]));
}

/**
 * Checks credentials other than the shop's password (a procurement system's) under the same
 * throttle as a login: refused while the address has failed too often, slowed down per name.
 */
export async function throttledCheck(
  tx: Tx,
  name: string,
  client: { address: string; wait: (milliseconds: number) => Promise<void> },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const keys = throttleKeys(name, client.address);
  const { delayMs } = await throttleLogin(tx, keys);
  if (delayMs > 0) await client.wait(delayMs);
  const passed = await check();
  if (passed) await clearFailedLogins(tx, keys);
  else await recordFailedLogin(tx, keys);
  return passed;
}
