import type { AuditEntry } from '@tradeshop/api-client/contracts';
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { auditEntry } from './audit.tables.ts';

/**
 * Who made a change: a staff member, a customer, or a staff member logged in as a customer (whose
 * id is null when a link of the command line, which names them only, opened the session).
 */
export type AuditActor =
  | { kind: 'staff' | 'customer'; id: string; name: string; clientAddress?: string | undefined }
  | {
      kind: 'staff-as-customer';
      id: string | null;
      name: string;
      onBehalfOf: { id: string; name: string };
      clientAddress?: string | undefined;
    };

/** Who makes a change through the Store API: the session's customer, or the staff member logged in as them. */
export function customerActorOf(ctx: RequestContext): AuditActor {
  const customer = requireCustomer(ctx);
  const { actingStaff, clientAddress } = ctx;
  return actingStaff
    ? {
        kind: 'staff-as-customer',
        id: actingStaff.id,
        name: actingStaff.name,
        onBehalfOf: { id: customer.id, name: customer.name },
        clientAddress,
      }
    : { kind: 'customer', id: customer.id, name: customer.name, clientAddress };
}

export interface AuditedChange {
  objectType: string;
  objectId: string;
  action: string;
  changes?: Record<string, [unknown, unknown]>;
}

/** How long entries are kept by default: two years. */
export const defaultAuditKeepDays = 2 * 365;

/**
 * The fields whose values differ between `before` and `after`, as `[before, after]`. A field named
 * in `secrets` is written as changed without its values.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  secrets: readonly (keyof T)[] = [],
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(before[field]) === JSON.stringify(value)) continue;
    changes[field] = secrets.includes(field) ? ['(secret)', '(secret)'] : [before[field] ?? null, value];
  }
  return changes;
}

const entryOf = (actor: AuditActor, change: AuditedChange) => ({
  actorKind: actor.kind,
  actorId: actor.id,
  actorName: actor.name,
  onBehalfOfId: actor.kind === 'staff-as-customer' ? actor.onBehalfOf.id : null,
  onBehalfOfName: actor.kind === 'staff-as-customer' ? actor.onBehalfOf.name : null,
  clientAddress: actor.clientAddress ?? null,
  objectType: change.objectType,
  objectId: change.objectId,
  action: change.action,
  changes: change.changes ?? {},
});

/** Writes one entry, in the transaction of the change it records. */
export async function recordAudit(tx: Tx, actor: AuditActor, change: AuditedChange): Promise<void> {
  await tx.insert(auditEntry).values(entryOf(actor, change));
}

/** An object as it was and as it is: `before` null when it was created, `after` null when it was deleted. */
interface ObjectChange {
  objectType: string;
  objectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const nullsOf = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, null]));

/** Entries written per statement: a large import stays far below the bind parameters one may hold. */
const entriesPerInsert = 1_000;

/**
 * Writes an entry per object, in the transaction of the change: `created` with each field it was
 * given, `deleted` with each field it had, else `changed` with the fields that changed; an object
 * none of whose fields changed gets none. The objects' fields must hold no secret.
 */
export async function recordChanges(tx: Tx, actor: AuditActor, changes: readonly ObjectChange[]) {
  const entries = changes.flatMap(({ objectType, objectId, before, after }) => {
    const fields = changedFields(before ?? nullsOf(after ?? {}), after ?? nullsOf(before ?? {}));
    if (Object.keys(fields).length === 0) return [];
    const action = before === null ? 'created' : after === null ? 'deleted' : 'changed';
    return [entryOf(actor, { objectType, objectId, action, changes: fields })];
  });
  for (let start = 0; start < entries.length; start += entriesPerInsert)
    await tx.insert(auditEntry).values(entries.slice(start, start + entriesPerInsert));
}

export interface AuditQuery {
  objectType?: string | undefined;
  objectId?: string | undefined;
  actorId?: string | undefined;
  /** From this moment on, and before `until`. */
  since?: Date | undefined;
  until?: Date | undefined;
  page: number;
  limit: number;
}

/** Entries by object, actor and period, newest first. */
export async function auditEntries(tx: Tx, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.objectType) conditions.push(eq(auditEntry.objectType, query.objectType));
  if (query.objectId) conditions.push(eq(auditEntry.objectId, query.objectId));
  if (query.actorId) conditions.push(eq(auditEntry.actorId, query.actorId));
  if (query.since) conditions.push(gte(auditEntry.at, query.since));
  if (query.until) conditions.push(lt(auditEntry.at, query.until));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await tx.select({ count: count() }).from(auditEntry).where(where);
  const entries = await tx
    .select()
    .from(auditEntry)
    .where(where)
    .orderBy(desc(auditEntry.at), desc(auditEntry.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { entries, total: total?.count ?? 0 };
}

type EntryRow = typeof auditEntry.$inferSelect;

/** An entry as the Admin API answers it. */
export const asAuditEntry = (entry: EntryRow): AuditEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: {
    kind: entry.actorKind as AuditEntry['actor']['kind'],
    id: entry.actorId,
    name: entry.actorName,
    onBehalfOf:
      entry.onBehalfOfId && entry.onBehalfOfName
        ? { id: entry.onBehalfOfId, name: entry.onBehalfOfName }
        : null,
    clientAddress: entry.clientAddress,
  },
  objectType: entry.objectType,
  objectId: entry.objectId,
  action: entry.action,
  changes: entry.changes,
});

/** A customer as an object of the log and as an actor in it. */
interface LoggedCustomer {
  objectType: string;
  id: string;
}

/** The entries about a customer, by them, and by staff on their behalf, oldest first. */
const entriesConcerning = (tx: Tx, { objectType, id }: LoggedCustomer) =>
  tx
    .select()
    .from(auditEntry)
    .where(
      or(
        and(eq(auditEntry.objectType, objectType), eq(auditEntry.objectId, id)),
        and(eq(auditEntry.actorKind, 'customer'), eq(auditEntry.actorId, id)),
        eq(auditEntry.onBehalfOfId, id),
      ),
    )
    .orderBy(asc(auditEntry.at), asc(auditEntry.id));

/** The entries about a customer, by them, and by staff on their behalf, as the Admin API answers them. */
export async function auditEntriesConcerning(tx: Tx, customer: LoggedCustomer): Promise<AuditEntry[]> {
  return (await entriesConcerning(tx, customer)).map(asAuditEntry);
}

/**
 * Erases a customer from the entries about them, by them and on their behalf, the one change of an
 * entry the log's trigger lets through: their name becomes `erasedName`, the client address of
 * their own entries goes, and each entry's values become what `changesWithout` makes of them. When,
 * who by id, what object and which act stay. Answers how many entries concerned them.
 */
export async function eraseFromAuditLog(
  tx: Tx,
  customer: LoggedCustomer & { erasedName: string },
  changesWithout: (entry: EntryRow) => EntryRow['changes'],
): Promise<number> {
  const entries = await entriesConcerning(tx, customer);
  await tx.execute(sql`set local audit.erasing = 'on'`);
  for (const entry of entries) {
    const theirs = entry.actorKind === 'customer' && entry.actorId === customer.id;
    await tx
      .update(auditEntry)
      .set({
        actorName: theirs ? customer.erasedName : entry.actorName,
        clientAddress: theirs ? null : entry.clientAddress,
        onBehalfOfName: entry.onBehalfOfId === customer.id ? customer.erasedName : entry.onBehalfOfName,
        changes: changesWithout(entry),
      })
      .where(eq(auditEntry.id, entry.id));
  }
  await tx.execute(sql`set local audit.erasing = 'off'`);
  return entries.length;
}

/** Deletes the entries older than `keepDays`, the one delete the log's trigger lets through. */
export async function pruneAuditLog(database: Database, keepDays: number): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local audit.pruning = 'on'`);
    const pruned = await tx
      .delete(auditEntry)
      .where(lt(auditEntry.at, sql`now() - make_interval(days => ${keepDays})`))
      .returning({ id: auditEntry.id });
    return pruned.length;
  });
}

/** Prunes the log once a day. */
export function startAuditPrune(database: Database, keepDays: number): DispatchLoop {
  const loop = startDispatchLoop(
    'Audit log prune',
    async () => {
      await pruneAuditLog(database, keepDays);
    },
    24 * 60 * 60 * 1000,
  );
  void loop.dispatch();
  return loop;
}
