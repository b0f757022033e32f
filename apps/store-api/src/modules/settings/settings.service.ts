import { BlockList, isIP } from 'node:net';
import { type ShopSettings, shopSettings } from '@tradeshop/api-client/contracts';
import { type DeliverySettings, type FeatureFlag, moneyToNumber, shippingRates } from '@tradeshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import type { CatalogCache } from '../../platform/cache.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { shopSetting } from './settings.tables.ts';

const rowKey = 'shop';
type Part = keyof ShopSettings;
const parts = Object.keys(shopSettings.shape) as Part[];

/** The parts saved in the back-office; a part that no longer reads (a rule tightened since) is left out. */
export async function savedSettings(tx: Tx): Promise<Partial<ShopSettings>> {
  const [row] = await tx
    .select({ document: shopSetting.document })
    .from(shopSetting)
    .where(eq(shopSetting.key, rowKey));
  const saved: Partial<Record<Part, unknown>> = {};
  for (const part of parts) {
    const checked = shopSettings.shape[part].safeParse(row?.document[part]);
    if (row && part in row.document && checked.success) saved[part] = checked.data;
  }
  return saved as Partial<ShopSettings>;
}

/**
 * The settings in force: the saved parts over the environment's. A VAT number or VIES address saved
 * empty (null) leaves the environment's in force.
 */
export const settingsInForce = (defaults: ShopSettings, saved: Partial<ShopSettings>): ShopSettings => ({
  ...defaults,
  ...saved,
  sellerVatNumber: saved.sellerVatNumber ?? defaults.sellerVatNumber,
  viesUrl: saved.viesUrl ?? defaults.viesUrl,
});

/** The settings in force, read once per catalogue version and process (every save raises the version). */
export function shopSettingsOf(tx: Tx, cache: CatalogCache, defaults: ShopSettings): Promise<ShopSettings> {
  return cache.value('shop-settings', async () => settingsInForce(defaults, await savedSettings(tx)));
}

/**
 * Saves these parts of the settings (the others keep what they had) and raises the catalogue version
 * in the same transaction, so that every process takes them at once. Answers the saved parts before
 * and after.
 */
export async function saveSettings(
  tx: Tx,
  parts: Partial<ShopSettings>,
): Promise<{ before: Partial<ShopSettings>; after: Partial<ShopSettings> }> {
  // One writer at a time: two saves of different parts must not lose each other's.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_setting'))`);
  const before = await savedSettings(tx);
  const after = { ...before, ...parts };
  await tx
    .insert(shopSetting)
    .values({ key: rowKey, document: after })
    .onConflictDoUpdate({ target: shopSetting.key, set: { document: after, updatedAt: sql`now()` } });
  await markCatalogChanged(tx);
  return { before, after };
}

/** Maintenance mode as a shop starts: off, with the standard texts, nobody let through. */
export const defaultMaintenance: ShopSettings['maintenance'] = Object.freeze({
  active: false,
  messages: { nl: '', fr: '', en: '', de: '' },
  allowedAddresses: [],
});

/**
 * The settings a shop runs on until the back-office saves its own: the environment's feature flags,
 * cut-offs and VIES, the standard free-shipping limit, no minimum order, no maintenance.
 */
export function environmentSettings(environment: {
  featureFlags: readonly FeatureFlag[];
  delivery: DeliverySettings;
  vies?: { url: string | null; requesterVatNumber: string | null } | undefined;
}): ShopSettings {
  return {
    maintenance: defaultMaintenance,
    featureFlags: [...environment.featureFlags],
    minimumOrder: null,
    freeShippingLimit: moneyToNumber(shippingRates.freeShippingLimit),
    delivery: {
      cutOffs: { ...environment.delivery.cutOffs },
      defaultCutOff: environment.delivery.defaultCutOff,
      closedDays: [...(environment.delivery.closedDays ?? [])],
    },
    sellerVatNumber: environment.vies?.requesterVatNumber ?? null,
    viesUrl: environment.vies?.url ?? null,
  };
}

/** Switches maintenance mode on or off, keeping its messages and addresses (the command line's way). */
export function setMaintenanceActive(db: Db, active: boolean) {
  return db.transaction(async (tx) => {
    const { maintenance = defaultMaintenance } = await savedSettings(tx);
    return saveSettings(tx, { maintenance: { ...maintenance, active } });
  });
}

const allowListByEntries = new Map<string, BlockList>();

/** The addresses and networks as a list Node checks addresses against (kept per distinct list). */
function allowListOf(entries: readonly string[]): BlockList {
  const key = entries.join(',');
  let list = allowListByEntries.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    if (allowListByEntries.size > 20) allowListByEntries.clear();
    allowListByEntries.set(key, list);
  }
  return list;
}

/**
 * Whether maintenance keeps this client out: it is on, and the address (as the Store API's trusted
 * proxies name it) is none of those let through. An IPv4 address may arrive mapped into IPv6.
 */
export function heldByMaintenance(maintenance: ShopSettings['maintenance'], clientAddress: string): boolean {
  if (!maintenance.active) return false;
  if (maintenance.allowedAddresses.length === 0) return true;
  const plain = clientAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  if (family === 0) return true;
  return !allowListOf(maintenance.allowedAddresses).check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
