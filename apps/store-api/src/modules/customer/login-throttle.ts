import { errorCodes } from '@tradeshop/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { queryRows } from '../../db/index.ts';
import { ApiProblem } from '../../http/problem.ts';
import { loginAttempt } from './customer.tables.ts';

const windowSeconds = 15 * 60;
/** Failed logins allowed per window: per username (guessing one password), per address (many names). */
const limits = { username: 10, address: 50 } as const;

export function throttleKeys(username: string, address: string) {
  return { username: `username:${username.toLowerCase()}`, address: `address:${address}` };
}

/** Refuses a login while the username or the address has used up its failures of the window. */
export async function assertNotThrottled(tx: Tx, keys: ReturnType<typeof throttleKeys>) {
  const rows = await queryRows<{ key: string; failures: number; wait: number }>(
    tx,
    sql`select key, failures, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as wait
        from login_attempt where key in (${keys.username}, ${keys.address})
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

export async function recordFailedLogin(tx: Tx, keys: ReturnType<typeof throttleKeys>) {
  for (const key of [keys.username, keys.address]) {
    await tx.execute(sql`insert into login_attempt (key, failures, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when login_attempt.window_start > now() - make_interval(secs => ${windowSeconds})
          then login_attempt.failures + 1 else 1 end,
        window_start = case when login_attempt.window_start > now() - make_interval(secs => ${windowSeconds})
          then login_attempt.window_start else now() end`);
  }
}

export async function clearFailedLogins(tx: Tx, keys: ReturnType<typeof throttleKeys>) {
  await tx.delete(loginAttempt).where(inArray(loginAttempt.key, [keys.username]));
}
