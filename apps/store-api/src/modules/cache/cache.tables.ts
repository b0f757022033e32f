import { bigint, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row: the catalogue's version, raised by every change of the catalogue, its content pages or
 * its sales channel (in the changing transaction), so that every process drops what it cached.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(1),
  /** Names this database's answers in a Redis that other shops (a test, a second shop) may share. */
  databaseId: uuid().notNull().defaultRandom(),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Catalogue answers shared by the shop's processes when no Redis is configured, keyed by version and
 * request; emptied with each new version. Unlogged: it is derived data, rebuilt after a crash.
 */
export const sharedCache = pgTable('shared_cache', {
  key: text().primaryKey(),
  etag: text().notNull(),
  body: text().notNull(),
  storedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
