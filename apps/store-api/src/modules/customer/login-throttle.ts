import { errorCodes } from '@tradeshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { queryRows } from '../../db/index.ts';
import { ApiProblem } from '../../http/problem.ts';
import { loginAttempt } from './customer.tables.ts';

const windowSeconds = 15 * 60;
/** Failed logins allowed per window: per username (guessing one password), per address (many names). */
const limits = { username: 10, address: 50 } as const;

/**
 * The keys a login counts against. The address is the client's as a trusted proxy (the storefront)
 * forwarded it; without one, every shopper would share the proxy's own address and a few hundred
 * failures would lock everybody out, so then only the username counts.
 */
export function throttleKeys(username: string, clientAddress: string | null) {
  return {
    username: `username:${username.toLowerCase()}`,
    address: clientAddress ? `address:${clientAddress}` : null,
  };
}
type ThrottleKeys = ReturnType<typeof throttleKeys>;
const keysOf = (keys: ThrottleKeys) => [keys.username, ...(keys.address ? [keys.address] : [])];

/** Refuses a login while the username or the address has used up its failures of the window. */
export async function assertNotThrottled(tx: Tx, keys: ThrottleKeys) {
  const rows = await queryRows<{ key: string; failures: number; wait: number }>(
    tx,
    sql`select key, failures, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as wait
        from login_attempt where key = any(${sql.param(keysOf(keys))}::text[])
        and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  for (const row of rows) {
    const limit = row.key === keys.username ? limits.username : limits.address;
    if (row.failures >= limit) {
      throw new ApiProblem(429, errorCodes.loginThrottled, 'Too many failed logins. Try again later.', {
        waitTime: row.wait,
      });
    }
  }
}

export async function recordFailedLogin(tx: Tx, keys: ThrottleKeys) {
  for (const key of keysOf(keys)) {
    await tx.execute(sql`insert into login_attempt (key, failures, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when login_attempt.window_start > now() - make_interval(secs => ${windowSeconds})
          then login_attempt.failures + 1 else 1 end,
        window_start = case when login_attempt.window_start > now() - make_interval(secs => ${windowSeconds})
          then login_attempt.window_start else now() end`);
  }
}

export async function clearFailedLogins(tx: Tx, keys: ThrottleKeys) {
  await tx.delete(loginAttempt).where(inArray(loginAttempt.key, [keys.username]));
}
