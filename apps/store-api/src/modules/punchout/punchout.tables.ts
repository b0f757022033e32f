import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customer } from '../account/account.tables.ts';

/**
 * A user who buys through the company's procurement system (SAP SRM by OCI, Ariba or Coupa by
 * cXML): how that system logs them in, where it may take the cart back, and what it is sent.
 * Passwords and shared secrets are kept hashed.
 */
export const punchoutAccount = pgTable(
  'punchout_account',
  {
    customerId: uuid()
      .primaryKey()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** oci or cxml */
    protocol: text().notNull(),
    /** OCI: the USERNAME the procurement system sends (lower case), and the password's hash. */
    ociUsername: text(),
    ociPasswordHash: text(),
    /** OCI: password (the entry carries it) or one-time-id (the entry carries an id fetched with it). */
    ociLogin: text().notNull().default('password'),
    /** cXML: the sender's Credential (domain and identity) and the hash of its SharedSecret. */
    cxmlDomain: text(),
    cxmlIdentity: text(),
    cxmlSecretHash: text(),
    /** Hosts the cart may go back to (HOOK_URL, BrowserFormPost): `srm.example.com` or `*.example.com`. */
    allowedHosts: text().array().notNull(),
    /** What MATGROUP / Classification carries: unspsc, category or none. */
    classification: text().notNull().default('unspsc'),
    /** Unit codes: iso (UN/ECE rec. 20) or sap (T006 internal codes). */
    units: text().notNull().default('iso'),
    sendPrices: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punchout_account_oci_username_idx').on(t.ociUsername),
    uniqueIndex('punchout_account_cxml_sender_idx').on(t.cxmlDomain, t.cxmlIdentity),
  ],
);

/**
 * A shop session a procurement system opened: whose, by which protocol, and where its cart goes
 * back to. It ends with the transfer of the cart, a logout, or after its hours.
 */
export const punchoutSession = pgTable('punchout_session', {
  /** The session's token hash, as the context keeps it. */
  contextTokenHash: text().primaryKey(),
  customerId: uuid()
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' }),
  /** oci or cxml */
  protocol: text().notNull(),
  /** OCI: HOOK_URL as sent; cXML: BrowserFormPost. */
  returnUrl: text().notNull(),
  /** create, edit or inspect (cXML); OCI sessions create. */
  operation: text().notNull().default('create'),
  /** What the transfer must give back: OCI's return target; cXML's BuyerCookie and identities. */
  echo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  endedAt: timestamp({ withTimezone: true }),
});

/**
 * A cXML start page: the one-time address a PunchOutSetupResponse gives, kept as the hash of its
 * secret, good once and for minutes, with what the setup request asked for.
 */
export const punchoutStart = pgTable('punchout_start', {
  secretHash: text().primaryKey(),
  customerId: uuid()
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' }),
  setup: jsonb().$type<CxmlStartSetup>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/**
 * An OCI one-time id: fetched server to server with the OCI username and password, it logs the user
 * in at the OCI entry once, within minutes, so that the password never crosses the browser.
 */
export const punchoutOneTimeId = pgTable('punchout_one_time_id', {
  idHash: text().primaryKey(),
  customerId: uuid()
    .notNull()
    .references(() => customer.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

/** What a cXML setup request asked for, kept until its start page is opened. */
export interface CxmlStartSetup {
  operation: 'create' | 'edit' | 'inspect';
  browserFormPostUrl: string;
  buyerCookie: string;
  from: { domain: string; identity: string }[];
  to: { domain: string; identity: string }[];
  /** The cart of an edit or inspect, as the procurement system sends it back. */
  itemsOut: { supplierPartId: string; quantityHundredths: number }[];
}
