import { createHash, randomBytes } from 'node:crypto';
import {
  type ActingStaffSummary,
  addressCountries,
  type SalesChannelContext,
} from '@tradeshop/api-client/contracts';
import { errorCodes, paymentMethods, searchLocaleOf, shippingOptions } from '@tradeshop/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/index.ts';
import type { CatalogCache } from '../../platform/cache.ts';
import type {
  ActingStaff,
  Ports,
  RequestContext,
  SalesChannelInfo,
  SessionCustomerLoader,
  SessionLifetime,
  ShopSettingsInForce,
} from '../../platform/context.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { fixedChoiceId } from '../../platform/named-id.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { heldByMaintenance } from '../settings/index.ts';
import { contextToken } from './context.tables.ts';

export function newContextToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * What a session's rows are kept under: the token's SHA-256, so that no table opens a session. A
 * token is 192 random bits, which leaves nothing to guess that a slow hash would protect.
 */
export function contextTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens look like the ones this shop issues; anything else is replaced, never stored. */
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** A session's last use is written when it is older than this: not one write per request. */
const lastUseWriteMinutes = 5;

/**
 * A session a staff member opened as a customer ends this long after it began, however long
 * customers' sessions last: the member acts with the customer's rights, so for one task only.
 */
const actingStaffSessionMinutes = 60;

/** A session too old, a customer's unused for too long, or a staff member's past its hour: it has ended. */
const hasEnded = (lifetime: SessionLifetime) =>
  sql<boolean>`(${contextToken.createdAt} < now() - make_interval(secs => ${lifetime.maxDays * 86_400})
    or (${contextToken.customerId} is not null
      and ${contextToken.lastUsedAt} < now() - make_interval(secs => ${lifetime.idleHours * 3_600}))
    or (${contextToken.actingStaffName} is not null
      and ${contextToken.createdAt} < now() - make_interval(mins => ${actingStaffSessionMinutes})))`;

/**
 * Builds the context of a request. Tokens are stored only once something is kept for them, so
 * anonymous reads write nothing: a well-formed token without a row is an empty session that keeps
 * its token; a missing or malformed one gets a fresh token. Login rotates the token. A session that
 * has ended (see `SessionLifetime`) opens nothing, and the request goes on with a fresh token.
 */
export async function resolveContext(
  tx: Tx,
  ports: Ports & ShopSettingsInForce & { cache: CatalogCache },
  loadSessionCustomer: SessionCustomerLoader,
  salesChannel: SalesChannelInfo,
  lifetime: SessionLifetime,
  token: string | undefined,
  languageHeader: string | undefined,
  clientAddress: string,
): Promise<RequestContext> {
  const tokenHash = token && contextTokenHash(token);
  const [found] = tokenHash
    ? await tx
        .select({
          languageId: contextToken.languageId,
          customerId: contextToken.customerId,
          actingStaffId: contextToken.actingStaffId,
          actingStaffName: contextToken.actingStaffName,
          createdAt: contextToken.createdAt,
          ended: hasEnded(lifetime),
          lastUseOld: sql<boolean>`${contextToken.lastUsedAt} < now() - make_interval(mins => ${lastUseWriteMinutes})`,
        })
        .from(contextToken)
        .where(and(eq(contextToken.tokenHash, tokenHash), eq(contextToken.salesChannelId, salesChannel.id)))
    : [];
  // An ended session's row is left to the sweep, so that every request still sending its token,
  // also those under way beside this one, gets a fresh token rather than an empty session of the old.
  const stored = found?.ended ? undefined : found;
  if (stored?.lastUseOld)
    await tx
      .update(contextToken)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(contextToken.tokenHash, tokenHash!));
  const languageId = languageHeader || stored?.languageId || salesChannel.defaultLanguageId;
  const language = salesChannel.languages.get(languageId);
  if (!language) {
    throw new ApiProblem(
      412,
      errorCodes.invalidLanguage,
      `The language ${languageId} is not available here.`,
      {
        languageId,
      },
    );
  }
  const kept = token && (stored || (!found && tokenPattern.test(token))) ? token : newContextToken();
  const customer = stored?.customerId ? await loadSessionCustomer(tx, stored.customerId) : null;
  return {
    ...ports,
    tx,
    salesChannel,
    language: { ...language, searchLocale: searchLocaleOf(language.localeCode) },
    token: kept,
    tokenHash: contextTokenHash(kept),
    persisted: Boolean(stored),
    customer,
    actingStaff:
      customer && stored?.actingStaffName
        ? {
            id: stored.actingStaffId,
            name: stored.actingStaffName,
            endsAt: new Date(stored.createdAt.getTime() + actingStaffSessionMinutes * 60_000),
          }
        : null,
    clientAddress,
  };
}

/** Stores the context's language under its token (creating the row on first use). */
export async function saveContext(ctx: RequestContext, changes: { languageId?: string | undefined }) {
  const languageId = changes.languageId ?? ctx.language.id;
  const language = ctx.salesChannel.languages.get(languageId);
  if (!language) {
    throw new ApiProblem(
      400,
      errorCodes.invalidLanguage,
      `The language ${languageId} is not available here.`,
      {
        languageId,
      },
    );
  }
  await ctx.tx
    .insert(contextToken)
    .values({ tokenHash: ctx.tokenHash, salesChannelId: ctx.salesChannel.id, languageId })
    .onConflictDoUpdate({
      target: contextToken.tokenHash,
      set: { languageId, updatedAt: sql`now()`, lastUsedAt: sql`now()` },
    });
  ctx.language = { ...language, searchLocale: searchLocaleOf(language.localeCode) };
  ctx.persisted = true;
}

/** Rounding to the currency's cents, on every item and on the total, as Shopware describes it. */
function cashRounding(decimals: number) {
  return {
    decimals,
    interval: 10 ** -decimals,
    roundForNet: true,
    apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config' as const,
  };
}

export function describeContext(ctx: RequestContext): SalesChannelContext {
  const { salesChannel: channel } = ctx;
  const { apiAlias: _, ...rounding } = cashRounding(channel.currency.decimalPrecision);
  const currencyName = new Intl.DisplayNames([ctx.language.localeCode], { type: 'currency' });
  return {
    token: ctx.token,
    salesChannel: {
      id: channel.id,
      name: channel.name,
      maintenance: heldByMaintenance(ctx.settings.maintenance, ctx.clientAddress),
      languageId: channel.defaultLanguageId,
      currencyId: channel.currency.id,
      // A professional shop has one customer group; orders go on invoice, delivered, to Belgium by default.
      customerGroupId: fixedChoiceId('customer-group', 'professional'),
      paymentMethodId: fixedChoiceId('payment-method', paymentMethods[0]),
      shippingMethodId: fixedChoiceId('shipping-method', shippingOptions[0]),
      countryId: fixedChoiceId('country', addressCountries[0]),
      navigationCategoryId: channel.navigation.main,
      serviceCategoryId: channel.navigation.service,
      countriesCategoryId: channel.navigation.countries,
      footerCategoryId: channel.navigation.footer,
      domains: channel.domains,
    },
    language: { id: ctx.language.id, localeCode: ctx.language.localeCode, name: ctx.language.name },
    languageInfo: { localeCode: ctx.language.localeCode, name: ctx.language.name },
    currency: {
      ...channel.currency,
      name: currencyName.of(channel.currency.isoCode) ?? channel.currency.isoCode,
      shortName: channel.currency.isoCode,
      factor: 1,
      itemRounding: rounding,
      totalRounding: rounding,
    },
    itemRounding: cashRounding(channel.currency.decimalPrecision),
    totalRounding: cashRounding(channel.currency.decimalPrecision),
    customer: null,
    actingStaff: actingStaffOf(ctx),
    maintenance: { active: ctx.settings.maintenance.active, messages: ctx.settings.maintenance.messages },
    apiAlias: 'sales_channel_context',
  };
}

/** The staff member acting as the session's customer, as the context and the session answers name them. */
export function actingStaffOf(ctx: RequestContext): ActingStaffSummary | null {
  return ctx.actingStaff && { name: ctx.actingStaff.name, endsAt: ctx.actingStaff.endsAt.toISOString() };
}

/**
 * Gives the request a new session token carrying the customer (login), or the staff member who
 * logs in as the customer: the old token's row goes, so a token seen before the login never opens
 * the account.
 */
export async function startCustomerSession(
  ctx: RequestContext,
  customerId: string,
  actingStaff?: Pick<ActingStaff, 'id' | 'name'>,
): Promise<string> {
  const token = newContextToken();
  await ctx.tx.delete(contextToken).where(eq(contextToken.tokenHash, ctx.tokenHash));
  await ctx.tx.insert(contextToken).values({
    tokenHash: contextTokenHash(token),
    salesChannelId: ctx.salesChannel.id,
    languageId: ctx.language.id,
    customerId,
    actingStaffId: actingStaff?.id ?? null,
    actingStaffName: actingStaff?.name ?? null,
  });
  ctx.token = token;
  ctx.tokenHash = contextTokenHash(token);
  return token;
}

/** Ends the request's session: its row goes, and the client gets a fresh anonymous token. */
export async function endSession(ctx: RequestContext): Promise<string> {
  await ctx.tx.delete(contextToken).where(eq(contextToken.tokenHash, ctx.tokenHash));
  ctx.token = newContextToken();
  ctx.tokenHash = contextTokenHash(ctx.token);
  ctx.customer = null;
  ctx.actingStaff = null;
  return ctx.token;
}

/** Ends every session of these users, but for the one of `keepTokenHash` (the request that asks). */
export async function endSessionsOf(tx: Tx, customerIds: string[], keepTokenHash?: string) {
  if (customerIds.length === 0) return;
  await tx
    .delete(contextToken)
    .where(
      and(
        inArray(contextToken.customerId, customerIds),
        keepTokenHash ? ne(contextToken.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/** Sessions deleted per statement by the sweep, so that none holds many locks for long. */
const sweepBatch = 1_000;

/** Deletes the sessions that have ended (see `SessionLifetime`); answers how many went. */
export async function deleteEndedSessions(tx: Tx, lifetime: SessionLifetime, stopped = () => false) {
  let deleted = 0;
  for (;;) {
    const rows = await tx
      .delete(contextToken)
      .where(
        inArray(
          contextToken.tokenHash,
          tx
            .select({ tokenHash: contextToken.tokenHash })
            .from(contextToken)
            .where(hasEnded(lifetime))
            .limit(sweepBatch),
        ),
      )
      .returning({ tokenHash: contextToken.tokenHash });
    deleted += rows.length;
    if (rows.length < sweepBatch || stopped()) return deleted;
  }
}

/** Every process sweeps the ended sessions away at its start and then hourly. */
export function startSessionSweep(database: Database, lifetime: SessionLifetime): DispatchLoop {
  return startDispatchLoop(
    'Session sweep',
    async (stopped) => {
      await deleteEndedSessions(database.db, lifetime, stopped);
    },
    60 * 60 * 1000,
  );
}
