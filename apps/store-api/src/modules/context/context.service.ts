import { randomBytes } from 'node:crypto';
import { addressCountries, type SalesChannelContext } from '@tradeshop/api-client/contracts';
import { errorCodes, paymentMethods, searchLocaleOf, shippingOptions } from '@tradeshop/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { CatalogCache } from '../../platform/cache.ts';
import type {
  Ports,
  RequestContext,
  SalesChannelInfo,
  SessionCustomerLoader,
} from '../../platform/context.ts';
import { fixedChoiceId } from '../../platform/named-id.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { contextToken } from './context.tables.ts';

export function newContextToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Tokens look like the ones this shop issues; anything else is replaced, never stored. */
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

/**
 * Builds the context of a request. Tokens are stored only once something is kept for them, so
 * anonymous reads write nothing: a well-formed token without a row is an empty session that keeps
 * its token; a missing or malformed one gets a fresh token. Login rotates the token.
 */
export async function resolveContext(
  tx: Tx,
  ports: Ports & { cache: CatalogCache },
  loadSessionCustomer: SessionCustomerLoader,
  salesChannel: SalesChannelInfo,
  token: string | undefined,
  languageHeader: string | undefined,
): Promise<RequestContext> {
  const stored = token
    ? (
        await tx
          .select()
          .from(contextToken)
          .where(and(eq(contextToken.token, token), eq(contextToken.salesChannelId, salesChannel.id)))
      )[0]
    : undefined;
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
  return {
    ...ports,
    tx,
    salesChannel,
    language: { ...language, searchLocale: searchLocaleOf(language.localeCode) },
    token: stored?.token ?? (token && tokenPattern.test(token) ? token : newContextToken()),
    persisted: Boolean(stored),
    customer: stored?.customerId ? await loadSessionCustomer(tx, stored.customerId) : null,
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
    .values({ token: ctx.token, salesChannelId: ctx.salesChannel.id, languageId })
    .onConflictDoUpdate({ target: contextToken.token, set: { languageId, updatedAt: sql`now()` } });
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
      maintenance: channel.maintenance,
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
    apiAlias: 'sales_channel_context',
  };
}

/**
 * Gives the request a new session token carrying the customer (login): the old token's row goes,
 * so a token seen before the login never opens the account.
 */
export async function startCustomerSession(ctx: RequestContext, customerId: string): Promise<string> {
  const token = newContextToken();
  await ctx.tx.delete(contextToken).where(eq(contextToken.token, ctx.token));
  await ctx.tx.insert(contextToken).values({
    token,
    salesChannelId: ctx.salesChannel.id,
    languageId: ctx.language.id,
    customerId,
  });
  ctx.token = token;
  return token;
}

/** Ends the request's session: its row goes, and the client gets a fresh anonymous token. */
export async function endSession(ctx: RequestContext): Promise<string> {
  await ctx.tx.delete(contextToken).where(eq(contextToken.token, ctx.token));
  ctx.token = newContextToken();
  ctx.customer = null;
  return ctx.token;
}

/** Ends every session of these users, but for the token `keep` (the request that asks). */
export async function endSessionsOf(tx: Tx, customerIds: string[], keep?: string) {
  if (customerIds.length === 0) return;
  await tx
    .delete(contextToken)
    .where(
      and(inArray(contextToken.customerId, customerIds), keep ? ne(contextToken.token, keep) : undefined),
    );
}
