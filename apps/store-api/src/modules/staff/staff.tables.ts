import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A role of the back-office: a named set of permissions (packages/domain staff-permissions.ts).
 * The presets carry their preset's name and are made at the first start; others are the
 * distributor's own.
 */
export const staffRole = pgTable(
  'staff_role',
  {
    id: uuid().primaryKey(),
    name: text().notNull(),
    /** The preset the role was made from (`admin`, `customer-service` ...); null for an own role. */
    preset: text(),
    permissions: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_role_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('staff_role_preset_unique').on(t.preset),
  ],
);

/** A member of the distributor's staff: apart from customers, signing in to the back-office only. */
export const staffMember = pgTable(
  'staff_member',
  {
    id: uuid().primaryKey(),
    /** What the member signs in with. */
    username: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    /** The back-office's language for this member: nl, fr or en. */
    language: text().notNull(),
    /** Null until the member chooses a password with the link of their invitation. */
    passwordHash: text(),
    active: boolean().notNull().default(true),
    /** The member's TOTP key (RFC 6238, base32), kept from the start of the set-up. */
    totpSecret: text(),
    /** When the member confirmed the set-up with a first code: from then on sign-in asks a code. */
    totpConfirmedAt: timestamp({ withTimezone: true }),
    /** The last time step whose code was taken: a code is good once. */
    totpLastStep: bigint({ mode: 'number' }),
    /** An administrator requires two-factor sign-in of this member. */
    twoFactorRequired: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_member_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('staff_member_email_unique').on(sql`lower(${t.email})`),
  ],
);

export const staffMemberRole = pgTable(
  'staff_member_role',
  {
    staffId: uuid()
      .notNull()
      .references(() => staffMember.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => staffRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.roleId] }), index('staff_member_role_role_idx').on(t.roleId)],
);

/** A member's one-time recovery codes for a lost authenticator, kept as hashes. */
export const staffRecoveryCode = pgTable(
  'staff_recovery_code',
  {
    staffId: uuid()
      .notNull()
      .references(() => staffMember.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/**
 * A signed-in member's session: the hashes of its current access and refresh token (both replaced
 * at each refresh). It ends when idle too long, when it reaches its greatest age, at sign-out, or
 * when the member is deactivated.
 */
export const staffSession = pgTable(
  'staff_session',
  {
    id: uuid().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staffMember.id, { onDelete: 'cascade' }),
    accessTokenHash: text().notNull(),
    accessExpiresAt: timestamp({ withTimezone: true }).notNull(),
    refreshTokenHash: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    /** The address the session was opened from. */
    clientAddress: text().notNull(),
    /** Two-factor sign-in is required of the member and not set up yet: the session may only set it up. */
    twoFactorPending: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('staff_session_access_unique').on(t.accessTokenHash),
    uniqueIndex('staff_session_refresh_unique').on(t.refreshTokenHash),
    index('staff_session_staff_idx').on(t.staffId),
  ],
);

/**
 * A mailed link that sets a member's password: an invitation's first one, or a new one. Kept as the
 * digest of its token; it works once, until it expires, and a newer link ends it.
 */
export const staffPasswordLink = pgTable(
  'staff_password_link',
  {
    tokenHash: text().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staffMember.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Used, or ended by a newer link or by the password set. */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_password_link_staff_idx').on(t.staffId)],
);

/**
 * The columns of an item the staff handle (a contact message, an offer request), in the table of
 * the module that owns it: how far they got (`new`, `in-progress`, `done`) and who handles it.
 * The staff module's handling functions read and change them.
 */
export const handlingColumns = () => ({
  handlingState: text().notNull().default('new'),
  assigneeId: uuid().references(() => staffMember.id, { onDelete: 'set null' }),
});
