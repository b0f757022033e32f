import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: one row per change, written in the transaction of the change. Append-only: the
 * database refuses to change or delete a row (a trigger, migration 0042), except the prune of
 * entries older than the keeping period.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** `staff`, `customer`, or `staff-as-customer` (a staff member logged in as a customer). */
    actorKind: text().notNull(),
    /** The staff member or customer who made the change; null for a staff member known by name only. */
    actorId: uuid(),
    /** Their name when they made it: the log reads the same after a rename or a removal. */
    actorName: text().notNull(),
    /** For `staff-as-customer`: the customer the staff member acted as. */
    onBehalfOfId: uuid(),
    onBehalfOfName: text(),
    clientAddress: text(),
    /** What was changed: a kind (`staff-member`, `staff-role`, `company`, `order-flow` ...) and its id. */
    objectType: text().notNull(),
    objectId: text().notNull(),
    /** `created`, `changed`, `deleted`, or a named act (`two-factor-on`, `blocked` ...). */
    action: text().notNull(),
    /** Per field, `[before, after]`; secrets are never written here. */
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull().default({}),
  },
  (t) => [
    index('audit_entry_object_idx').on(t.objectType, t.objectId, t.at),
    index('audit_entry_actor_idx').on(t.actorId, t.at),
    index('audit_entry_at_idx').on(t.at),
  ],
);
