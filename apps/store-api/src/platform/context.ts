import type { Domain, ShopSettings } from '@tradeshop/api-client/contracts';
import type { Right, SearchLocale } from '@tradeshop/domain';
import type { Tx } from '../db/index.ts';
import type { CatalogCache } from './cache.ts';
import type { ErpPort, Mailer, VatNumberRegistry } from './ports.ts';

export interface LanguageInfo {
  id: string;
  localeCode: string;
  name: string;
}

export interface SalesChannelInfo {
  id: string;
  name: string;
  defaultLanguageId: string;
  currency: { id: string; isoCode: string; symbol: string; decimalPrecision: number };
  navigation: {
    main: string | null;
    service: string | null;
    countries: string | null;
    footer: string | null;
  };
  domains: Domain[];
  /** Languages the sales channel has a domain for, by id. */
  languages: Map<string, LanguageInfo>;
}

/** Who is logged in on a session: only an active user of an active company counts. */
export interface SessionCustomer {
  id: string;
  companyId: string;
  /** First and last name, as the audit log names who made a change. */
  name: string;
  rights: Right[];
}

/**
 * The distributor's staff member who opened a customer's session (a login as the customer), and
 * when that session ends at the latest. `id` is null for a link of the command line, which names the
 * member only.
 */
export interface ActingStaff {
  id: string | null;
  name: string;
  endsAt: Date;
}

/** Who is logged in as `customerId`, or null for an inactive user or company (the account module). */
export type SessionCustomerLoader = (tx: Tx, customerId: string) => Promise<SessionCustomer | null>;

/**
 * How long a session lasts: a customer's ends after `idleHours` without a request, and any session
 * `maxDays` after it began (a login begins a new one), used or not (SESSION_IDLE_HOURS,
 * SESSION_MAX_DAYS). A visitor's session keeps only a language and a cart, and lasts its days.
 */
export interface SessionLifetime {
  idleHours: number;
  maxDays: number;
}

export const defaultSessionLifetime: SessionLifetime = Object.freeze({ idleHours: 8, maxDays: 30 });

/** How long a staff session of the back-office lives: ended after `idleSeconds` unused or `maxSeconds` after sign-in. */
export interface StaffSessionLimits {
  idleSeconds: number;
  maxSeconds: number;
  /** An access token's life; the back-office renews it with the refresh token. */
  accessSeconds: number;
}

export const defaultStaffSessionLimits: StaffSessionLimits = Object.freeze({
  idleSeconds: 30 * 60,
  maxSeconds: 12 * 60 * 60,
  accessSeconds: 5 * 60,
});

/** The distributor's systems the services reach through the context, injected into buildApp. */
export interface Ports {
  erp: ErpPort;
  mailer: Mailer;
  /** VIES, which confirms the VAT numbers of companies in other member states. */
  vatRegistry: VatNumberRegistry;
}

/**
 * The shop's settings in force for a request (the back-office's over the environment's, read once
 * per catalogue version) and the VIES they name.
 */
export interface ShopSettingsInForce {
  settings: ShopSettings;
  vatRegistry: VatNumberRegistry;
}

/** The settings in force now; app.ts builds it from the settings module. */
export type ShopSettingsLoader = (tx: Tx, cache: CatalogCache) => Promise<ShopSettingsInForce>;

/**
 * What every service receives first: who asks, in which sales channel and language, the database
 * handle (the open transaction inside `inTransaction`) and the ports.
 */
export interface RequestContext extends Ports {
  tx: Tx;
  /** The shop's settings (decision 0060): feature flags, minimum order, free shipping, delivery, maintenance. */
  settings: ShopSettings;
  /** What is the same for every shopper and changes only with the catalogue. */
  cache: CatalogCache;
  salesChannel: SalesChannelInfo;
  language: LanguageInfo & { searchLocale: SearchLocale };
  token: string;
  /** The token's SHA-256: what the session's rows (and other tables') keep instead of the token. */
  tokenHash: string;
  /** True when the token has a row in the database. */
  persisted: boolean;
  customer: SessionCustomer | null;
  /** The staff member logged in as `customer`, or null when the customer logged in themself. */
  actingStaff: ActingStaff | null;
  /** The client's address, as the request's trusted proxies name it. */
  clientAddress: string;
}

/**
 * Runs `work` in one database transaction with a context whose `tx` is that transaction, so the
 * services it calls take the context alone and still write all or nothing.
 */
export function inTransaction<T>(ctx: RequestContext, work: (ctx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.tx.transaction((tx) => work({ ...ctx, tx }));
}
