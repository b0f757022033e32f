import { storefrontLocales } from '@tradeshop/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { LanguageInfo, SalesChannelInfo } from '../../platform/context.ts';
import { currency, language, salesChannel, salesChannelDomain } from './sales-channel.tables.ts';

const cacheMillis = 5_000;
const cache = new Map<string, { loadedAt: number; channel: SalesChannelInfo | null }>();

/** The sales channel an access key opens, cached briefly: it is read on every request. */
export async function findSalesChannelByAccessKey(
  tx: Tx,
  accessKey: string,
): Promise<SalesChannelInfo | null> {
  const cached = cache.get(accessKey);
  if (cached && Date.now() - cached.loadedAt < cacheMillis) return cached.channel;
  const channel = await loadSalesChannel(tx, accessKey);
  cache.set(accessKey, { loadedAt: Date.now(), channel });
  return channel;
}

export function forgetCachedSalesChannels() {
  cache.clear();
}

async function loadSalesChannel(tx: Tx, accessKey: string): Promise<SalesChannelInfo | null> {
  const [channel] = await tx
    .select({ channel: salesChannel, currency })
    .from(salesChannel)
    .innerJoin(currency, eq(currency.id, salesChannel.currencyId))
    .where(eq(salesChannel.accessKey, accessKey));
  if (!channel) return null;
  const domainRows = await tx
    .select({ domain: salesChannelDomain, language })
    .from(salesChannelDomain)
    .innerJoin(language, eq(language.id, salesChannelDomain.languageId))
    .where(eq(salesChannelDomain.salesChannelId, channel.channel.id));
  const languages = new Map<string, LanguageInfo>();
  const domains = domainRows.map(({ domain, language: lang }) => {
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
      snippetSetId: domain.snippetSetId,
    };
  });
  // Storefront order: Dutch, English, French, then any other loaded language.
  const order = storefrontLocales.map((locale) => locale.code as string);
  domains.sort((a, b) => rank(order, a.languageLocaleCode) - rank(order, b.languageLocaleCode));
  const { channel: row } = channel;
  return {
    id: row.id,
    name: row.name,
    maintenance: row.maintenance,
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

function rank(order: string[], localeCode: string) {
  const index = order.indexOf(localeCode);
  return index === -1 ? order.length : index;
}

/** Switches the maintenance screen of every sales channel on or off; instances see it within seconds. */
export async function setMaintenance(tx: Tx, maintenance: boolean): Promise<number> {
  const changed = await tx.update(salesChannel).set({ maintenance }).returning({ id: salesChannel.id });
  forgetCachedSalesChannels();
  return changed.length;
}

/** The locale code of every language by id (a handful of rows), e.g. to write a user's mails. */
export async function localeCodesById(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx.select({ id: language.id, localeCode: language.localeCode }).from(language);
  return new Map(rows.map((row) => [row.id, row.localeCode]));
}

/** The id of the language with this locale code (nl-NL, en-GB, …), or null when the shop has none. */
export async function languageIdOfLocale(tx: Tx, localeCode: string): Promise<string | null> {
  const [found] = await tx
    .select({ id: language.id })
    .from(language)
    .where(eq(language.localeCode, localeCode));
  return found?.id ?? null;
}
