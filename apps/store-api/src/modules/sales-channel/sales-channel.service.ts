import { storefrontLocales } from '@tradeshop/domain';
import { eq, isNotNull, like, ne, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/index.ts';
import type { CatalogCache } from '../../platform/cache.ts';
import type { LanguageInfo, SalesChannelInfo } from '../../platform/context.ts';
import { fixedChoiceId } from '../../platform/named-id.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { currency, language, salesChannel, salesChannelDomain } from './sales-channel.tables.ts';

/**
 * The sales channel an access key opens, read on every request: kept until the catalogue version
 * changes, which every change of a sales channel raises.
 */
export async function findSalesChannelByAccessKey(
  tx: Tx,
  cache: CatalogCache,
  accessKey: string,
): Promise<SalesChannelInfo | null> {
  const channels = await cache.value('sales-channels', () => loadSalesChannels(tx));
  return channels.get(accessKey) ?? null;
}

/** Every sales channel (a handful) by its access key. */
async function loadSalesChannels(tx: Tx): Promise<Map<string, SalesChannelInfo>> {
  const channels = await tx
    .select({ channel: salesChannel, currency })
    .from(salesChannel)
    .innerJoin(currency, eq(currency.id, salesChannel.currencyId));
  const byKey = new Map<string, SalesChannelInfo>();
  for (const channel of channels) {
    byKey.set(channel.channel.accessKey, await loadSalesChannel(tx, channel));
  }
  return byKey;
}

async function loadSalesChannel(
  tx: Tx,
  channel: { channel: typeof salesChannel.$inferSelect; currency: typeof currency.$inferSelect },
): Promise<SalesChannelInfo> {
  const domainRows = await tx
    .select({ domain: salesChannelDomain, language })
    .from(salesChannelDomain)
    .innerJoin(language, eq(language.id, salesChannelDomain.languageId))
    .where(eq(salesChannelDomain.salesChannelId, channel.channel.id));
  const languages = new Map<string, LanguageInfo>();
  // A domain of a language the storefront has no pages in (German, kept for catalogue texts) is not
  // offered, even where an older database still holds one.
  const served = new Set<string>(storefrontLocales.map((locale) => locale.code));
  const domains = domainRows
    .filter(({ language: lang }) => served.has(lang.localeCode))
    .map(({ domain, language: lang }) => {
      languages.set(lang.id, { id: lang.id, localeCode: lang.localeCode, name: lang.name });
      const url = new URL(domain.url);
      const pathPrefix = url.pathname.replace(/\/$/, '');
      return {
        id: domain.id,
        url: domain.url,
        origin: url.origin,
        host: url.host,
        pathPrefix,
        languageId: lang.id,
        languageName: lang.name,
        languageLabel: lang.localeCode.slice(0, 2).toUpperCase(),
        languageLocaleCode: lang.localeCode,
        currencyId: domain.currencyId,
        snippetSetId: fixedChoiceId('snippet-set', domain.snippetSetId),
        salesChannelId: channel.channel.id,
      };
    });
  // Storefront order: Dutch, English, French.
  const order = storefrontLocales.map((locale) => locale.code as string);
  domains.sort((a, b) => order.indexOf(a.languageLocaleCode) - order.indexOf(b.languageLocaleCode));
  const { channel: row } = channel;
  return {
    id: row.id,
    name: row.name,
    defaultLanguageId: row.languageId,
    currency: channel.currency,
    navigation: {
      main: row.mainNavigationCategoryId,
      service: row.serviceNavigationCategoryId,
      countries: row.countriesNavigationCategoryId,
      footer: row.footerNavigationCategoryId,
    },
    domains,
    languages,
  };
}

/**
 * Gives every sales channel this access key (the shop has one); every process sees it at once.
 * Answers whether a key changed, so that a key set in the environment replaces the one seeded.
 */
export async function setAccessKey(db: Db, accessKey: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(salesChannel)
      .set({ accessKey })
      .where(ne(salesChannel.accessKey, accessKey))
      .returning({ id: salesChannel.id });
    if (changed.length > 0) await markCatalogChanged(tx);
    return changed.length > 0;
  });
}

/** The locale code of every language by id (a handful of rows), e.g. to write a user's mails. */
export async function localeCodesById(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ id: language.id, localeCode: language.localeCode }).from(language);
  return new Map(rows.map((row) => [row.id, row.localeCode]));
}

/** Where a language is sold: its locale code, and the sales channel and currency of its first domain. */
export interface LanguageChannel {
  localeCode: string;
  salesChannelId: string;
  currencyId: string;
}

/**
 * The locale code, sales channel and currency of each of these languages; a language without a
 * domain of its own takes the shop's first sales channel and its currency.
 */
export async function channelsOfLanguages(
  tx: Tx,
  languageIds: readonly string[],
): Promise<Map<string, LanguageChannel>> {
  if (languageIds.length === 0) return new Map();
  const rows = await queryRows<LanguageChannel & { id: string }>(
    tx,
    sql`select l.id, l.locale_code as "localeCode", coalesce(d.sales_channel_id, s.id) as "salesChannelId",
          coalesce(d.currency_id, s.currency_id) as "currencyId"
        from language l
        left join lateral (select sales_channel_id, currency_id from sales_channel_domain
                           where language_id = l.id order by sales_channel_id limit 1) d on true
        left join lateral (select id, currency_id from sales_channel order by id limit 1) s on true
        where l.id = any(${sql.param([...new Set(languageIds)])}::uuid[])`,
  );
  return new Map(rows.map(({ id, ...channel }) => [id, channel]));
}

/**
 * Where a user of this language reads the shop: the address of the language's first storefront
 * domain and its locale; without one (or without a language), the shop's first domain.
 */
export async function storefrontOfLanguage(
  tx: Tx,
  languageId: string | null,
): Promise<{ url: string; localeCode: string }> {
  const [domain] = await queryRows<{ url: string; localeCode: string }>(
    tx,
    sql`select d.url, l.locale_code as "localeCode"
        from sales_channel_domain d join language l on l.id = d.language_id
        order by d.language_id is not distinct from ${languageId}::uuid desc, d.url
        limit 1`,
  );
  if (!domain) throw new Error('The shop has no storefront domain.');
  return { url: domain.url.replace(/\/+$/, ''), localeCode: domain.localeCode };
}

/** The ids of the shop's sales channels. */
export async function salesChannelIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: salesChannel.id }).from(salesChannel);
  return rows.map((row) => row.id);
}

/** The id of the language with this locale code (nl-NL, en-GB, …), or null when the shop has none. */
/** The first language (by locale code: nl-BE before nl-NL) of a language code such as `nl`; null for none. */
export async function firstLanguageIdOf(tx: Tx, languageCode: string): Promise<string | null> {
  const [found] = await tx
    .select({ id: language.id })
    .from(language)
    .where(like(language.localeCode, `${languageCode}-%`))
    .orderBy(language.localeCode)
    .limit(1);
  return found?.id ?? null;
}

export async function languageIdOfLocale(tx: Tx, localeCode: string): Promise<string | null> {
  const [found] = await tx
    .select({ id: language.id })
    .from(language)
    .where(eq(language.localeCode, localeCode));
  return found?.id ?? null;
}

/**
 * The root category of a navigation that the back-office edits or links into: the sales
 * channels' (they share one in a shop of one catalogue), the first channel's by name otherwise.
 */
export async function navigationRootIdOf(
  tx: Tx,
  type: 'main' | 'footer' | 'service',
): Promise<string | null> {
  const column = {
    main: salesChannel.mainNavigationCategoryId,
    footer: salesChannel.footerNavigationCategoryId,
    service: salesChannel.serviceNavigationCategoryId,
  }[type];
  const [row] = await tx
    .select({ id: column })
    .from(salesChannel)
    .where(isNotNull(column))
    .orderBy(salesChannel.name)
    .limit(1);
  return row?.id ?? null;
}
