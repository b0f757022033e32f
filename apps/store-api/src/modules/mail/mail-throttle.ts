import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/** A count of mails one cause may send in the window, e.g. recovery links per user. */
export interface MailCounter {
  key: string;
  max: number;
}

const windowSeconds = 60 * 60;
/** Lapsed counters cleared by each count, so that the table holds about one window's counters. */
const prunedPerCount = 100;

/**
 * Counts one mail against each counter (in the caller's transaction, so that concurrent requests of
 * any process queue on the counter's row) and answers whether every counter still allows it. A mail
 * refused still counts: a flood keeps its window full until the window ends.
 */
export async function mailAllowed(tx: Tx, counters: readonly MailCounter[]): Promise<boolean> {
  await tx.execute(sql`delete from mail_throttle where key in (
      select key from mail_throttle
      where window_start < now() - make_interval(secs => ${windowSeconds})
      limit ${prunedPerCount})`);
  let allowed = true;
  for (const { key, max } of counters) {
    const [row] = await queryRows<{ sent: number }>(
      tx,
      sql`insert into mail_throttle (key, sent, window_start) values (${key}, 1, now())
          on conflict (key) do update set
            sent = case when mail_throttle.window_start > now() - make_interval(secs => ${windowSeconds})
              then mail_throttle.sent + 1 else 1 end,
            window_start = case when mail_throttle.window_start > now() - make_interval(secs => ${windowSeconds})
              then mail_throttle.window_start else now() end
          returning sent`,
    );
    if ((row?.sent ?? 0) > max) allowed = false;
  }
  return allowed;
}
