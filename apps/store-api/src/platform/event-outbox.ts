import type { DeliveryAttempt } from '@tradeshop/api-client/contracts';
import { type PersonIdentity, withoutPersonIn } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../db/index.ts';
import { type DispatchLoop, startDispatchLoop } from './dispatch-loop.ts';
import { outboxDeliveryFailures } from './metrics.ts';

/**
 * An outbox of events for the ERP, written in the transaction of what they tell and delivered after
 * it commits, in order per company. Its table has the columns id (bigserial), company_id, type,
 * payload, created_at, delivered_at, attempts (pushed and pulled), next_attempt_at, claimed_until,
 * failure (of the last push) and attempt_log (the latest attempts, `DeliveryAttempt`s); the order
 * book and the offer requests keep one each.
 */
export interface EventOutbox<Event> {
  /** Names the outbox in the log. */
  name: string;
  table: string;
  /** The NOTIFY channel that wakes the dispatchers of every process when an event commits. */
  channel: string;
  /** The event as the ERP receives it. */
  documentOf(row: OutboxRow): Event;
  /** Marks events delivered, with what follows from that; answers how many were not delivered before. */
  markDelivered(tx: Tx, ids: readonly number[]): Promise<number>;
}

export interface OutboxRow {
  id: string;
  type: string;
  created_at: string | Date;
  payload: unknown;
  attempts: number;
}

/** Hands an event to the ERP; a throw (or no 2xx) means: try again later. */
export type EventDelivery<Event> = (event: Event) => Promise<void>;

export type EventDeliveryOptions<Event> = (
  | { deliver: EventDelivery<Event> }
  | {
      /**
       * Asked at the start of every round: how this round hands the events over (the webhook as set
       * at that moment), or null to leave them to an ERP that pulls.
       */
      deliveryOfRound: () => Promise<EventDelivery<Event> | null>;
    }
) & {
  /** Seconds to wait after the first, second, … failed attempt; the last one repeats (never given up). */
  retrySeconds?: readonly number[];
  pollMillis?: number;
};

/**
 * Writes an event with `insert`: the company's lock makes its events' ids follow the order in
 * which their transactions commit, and the dispatchers wake when this one does.
 */
export async function appendOutboxEvent(
  tx: Tx,
  outbox: Pick<EventOutbox<unknown>, 'table' | 'channel'>,
  companyId: string,
  insert: () => Promise<unknown>,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${outbox.table}:${companyId}`}))`);
  await insert();
  await tx.execute(sql`select pg_notify(${outbox.channel}, '')`);
}

/** How many attempts an event's log keeps, the latest: an ERP that pulls every few seconds must not grow it without end. */
const keptAttempts = 20;

/** An event's `attempt_log` with one more attempt, now. */
function withAttempt(
  via: DeliveryAttempt['via'],
  outcome: DeliveryAttempt['outcome'],
  failure: string | null = null,
): SQL {
  return sql`jsonb_path_query_array(
      attempt_log || jsonb_build_array(jsonb_build_object(
        'at', now(), 'via', ${via}::text, 'outcome', ${outcome}::text, 'failure', ${failure}::text)),
      ${sql.raw(`'$[last - ${keptAttempts - 1} to last]'`)})`;
}

/**
 * For an ERP that pulls: the events not delivered yet, oldest first, after a cursor. Each is an
 * attempt at delivering it, kept in its log.
 */
export async function undeliveredEvents<Event>(
  tx: Tx,
  outbox: Pick<EventOutbox<Event>, 'table' | 'documentOf'>,
  after: number,
  limit: number,
): Promise<Event[]> {
  const table = sql.identifier(outbox.table);
  const rows = await queryRows<OutboxRow>(
    tx,
    sql`update ${table} set attempts = attempts + 1, attempt_log = ${withAttempt('pull', 'offered')}
        where id in (select id from ${table} where delivered_at is null and id > ${after} order by id limit ${limit})
        returning id, type, created_at, payload, attempts`,
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => outbox.documentOf(row));
}

/** Marks events delivered, by the dispatcher (`push`) or at a pulling ERP's acknowledgement, in their logs too. */
async function settleDelivered<Event>(
  tx: Tx,
  outbox: EventOutbox<Event>,
  via: DeliveryAttempt['via'],
  ids: readonly number[],
): Promise<number> {
  await tx.execute(
    sql`update ${sql.identifier(outbox.table)} set attempt_log = ${withAttempt(via, 'delivered')}
        where id = any(${sql.param([...ids])}::bigint[]) and delivered_at is null`,
  );
  return outbox.markDelivered(tx, ids);
}

/** A pulling ERP acknowledges what it took in: those events are not offered again. */
export function acknowledgeEvents<Event>(
  tx: Tx,
  outbox: EventOutbox<Event>,
  ids: readonly number[],
): Promise<number> {
  return tx.transaction((inner) => settleDelivered(inner, outbox, 'pull', ids));
}

/**
 * Offers the events `which` names whose last push failed to the dispatchers at once, instead of after
 * their back-off; an event on its way (claimed) is left to that attempt. Answers the ids of those
 * offered again.
 */
export async function deliverAgain(
  tx: Tx,
  outbox: Pick<EventOutbox<unknown>, 'table' | 'channel'>,
  which: SQL,
): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update ${sql.identifier(outbox.table)} set failure = null, next_attempt_at = now()
        where ${which} and delivered_at is null and failure is not null
          and (claimed_until is null or claimed_until < now())
        returning id`,
  );
  if (rows.length > 0) await tx.execute(sql`select pg_notify(${outbox.channel}, '')`);
  return rows.map((row) => Number(row.id));
}

/**
 * Erases a person from the events `which` names (decision 0056): every text of their payloads that
 * names the person is marked erased, delivered or not.
 */
export async function erasePersonFromEvents(
  tx: Tx,
  outbox: Pick<EventOutbox<unknown>, 'table'>,
  which: SQL,
  person: PersonIdentity,
): Promise<void> {
  const table = sql.identifier(outbox.table);
  const rows = await queryRows<{ id: string; payload: unknown }>(
    tx,
    sql`select id, payload from ${table} where ${which}`,
  );
  for (const row of rows) {
    const erased = JSON.stringify(withoutPersonIn(row.payload, person));
    if (erased !== JSON.stringify(row.payload))
      await tx.execute(sql`update ${table} set payload = ${erased}::jsonb where id = ${row.id}`);
  }
}

/** How many of an outbox's events wait after a failed delivery (they are tried again). */
export async function failingEventCount(
  tx: Tx,
  outbox: Pick<EventOutbox<unknown>, 'table'>,
): Promise<number> {
  const [failing] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${sql.identifier(outbox.table)}
        where delivered_at is null and failure is not null`,
  );
  return failing?.count ?? 0;
}

const defaultRetrySeconds = [10, 60, 300, 900, 3600];
const claimSeconds = 120;

/**
 * Delivers an outbox's events, in order per company: a company's next event waits until the one
 * before it is delivered. Events live in the database, so a restart (or a process killed between
 * the commit and the delivery) loses none: the next dispatcher delivers them. Several processes
 * share the work through claims that lapse after two minutes.
 */
export async function startEventOutbox<Event>(
  database: Database,
  outbox: EventOutbox<Event>,
  options: EventDeliveryOptions<Event>,
): Promise<DispatchLoop> {
  const retrySeconds = options.retrySeconds ?? defaultRetrySeconds;
  const table = sql.identifier(outbox.table);
  const claim = () =>
    queryRows<OutboxRow>(
      database.db,
      sql`update ${table} e set attempts = e.attempts + 1,
            claimed_until = now() + make_interval(secs => ${claimSeconds})
          where e.id in (
            select first.id from (
              select distinct on (company_id) id, next_attempt_at, claimed_until
              from ${table} where delivered_at is null
              order by company_id, id) first
            where first.next_attempt_at <= now()
              and (first.claimed_until is null or first.claimed_until < now())
            limit 20)
          and e.delivered_at is null and (e.claimed_until is null or e.claimed_until < now())
          returning e.id, e.type, e.created_at, e.payload, e.attempts`,
    );

  const deliveryOfRound =
    'deliver' in options ? () => Promise.resolve(options.deliver) : options.deliveryOfRound;
  const deliverClaimed = async (row: OutboxRow, deliver: EventDelivery<Event>) => {
    try {
      await deliver(outbox.documentOf(row));
      await database.db.transaction((tx) => settleDelivered(tx, outbox, 'push', [Number(row.id)]));
    } catch (error) {
      const wait = retrySeconds[Math.min(row.attempts, retrySeconds.length) - 1] ?? 3600;
      outboxDeliveryFailures.inc({ outbox: outbox.table });
      const failure = error instanceof Error ? error.message : String(error);
      await database.db.execute(
        sql`update ${table} set failure = ${failure}, attempt_log = ${withAttempt('push', 'failed', failure)},
            claimed_until = null, next_attempt_at = now() + make_interval(secs => ${wait})
            where id = ${row.id}`,
      );
    }
  };

  const loop = startDispatchLoop(
    outbox.name,
    async (stopped) => {
      const deliver = await deliveryOfRound();
      if (!deliver) return;
      for (let claimed = await claim(); claimed.length > 0 && !stopped(); claimed = await claim()) {
        await Promise.all(claimed.map((row) => deliverClaimed(row, deliver)));
      }
    },
    options.pollMillis ?? 5000,
  );
  const stopListening = await database.listen(outbox.channel, () => void loop.dispatch());
  return {
    dispatch: loop.dispatch,
    async stop() {
      await stopListening();
      await loop.stop();
    },
  };
}
