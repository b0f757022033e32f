import {
  addressOrNetwork,
  type MaintenanceLanguage,
  maintenanceLanguages,
  type ShopSettings,
  shopSettings,
} from '@tradeshop/api-client';
import { featureFlags, isCalendarDate, isValidVatNumber, moneyToNumber, toMoney } from '@tradeshop/domain';
import type { AdminMessageKey, AdminTranslate } from './i18n';

/** The settings form's fields as typed: what the page shows again after a refusal. */
export interface SettingsDraft {
  maintenanceActive: boolean;
  messages: Record<MaintenanceLanguage, string>;
  /** One address or network per line. */
  allowedAddresses: string;
  featureFlags: string[];
  minimumOrderValue: string;
  minimumOrderSurcharge: string;
  freeShippingLimit: string;
  defaultCutOff: string;
  /** The cut-off per warehouse code. */
  cutOffs: Record<string, string>;
  /** One date (YYYY-MM-DD) per line. */
  closedDays: string;
  /** Empty: the environment's. */
  sellerVatNumber: string;
  viesUrl: string;
}

/** The fields whose input can be refused, as the page names them. */
export type SettingsField =
  | 'allowedAddresses'
  | 'messages'
  | 'minimumOrder'
  | 'freeShippingLimit'
  | 'defaultCutOff'
  | 'cutOffs'
  | 'closedDays'
  | 'sellerVatNumber'
  | 'viesUrl';

export type SettingsProblems = Partial<Record<SettingsField, string>>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An amount as staff type it: euros with at most two decimals, a comma or a point. */
const amountPattern = /^\d{1,10}(?:[.,]\d{1,2})?$/;
const amountOf = (text: string) => moneyToNumber(toMoney(text.replace(',', '.')));
/** An amount for the form, with a comma as the staff of this shop write it. */
const amountText = (amount: number) => String(amount).replace('.', ',');

/** What the form shows for the settings in force; an empty VAT number or VIES address is the environment's. */
export function draftOf(settings: ShopSettings, environment: ShopSettings): SettingsDraft {
  return {
    maintenanceActive: settings.maintenance.active,
    messages: { ...settings.maintenance.messages },
    allowedAddresses: settings.maintenance.allowedAddresses.join('\n'),
    featureFlags: [...settings.featureFlags],
    minimumOrderValue: settings.minimumOrder ? amountText(settings.minimumOrder.value) : '',
    minimumOrderSurcharge: settings.minimumOrder ? amountText(settings.minimumOrder.surcharge) : '',
    freeShippingLimit: amountText(settings.freeShippingLimit),
    defaultCutOff: settings.delivery.defaultCutOff,
    cutOffs: { ...settings.delivery.cutOffs },
    closedDays: settings.delivery.closedDays.join('\n'),
    sellerVatNumber:
      settings.sellerVatNumber && settings.sellerVatNumber !== environment.sellerVatNumber
        ? settings.sellerVatNumber
        : '',
    viesUrl: settings.viesUrl && settings.viesUrl !== environment.viesUrl ? settings.viesUrl : '',
  };
}

/** The posted form as a draft; the warehouses are those whose cut-off the form showed. */
export function draftFromForm(form: FormData, warehouses: readonly string[]): SettingsDraft {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    maintenanceActive: form.has('maintenanceActive'),
    messages: Object.fromEntries(
      maintenanceLanguages.map((language) => [language, text(`message.${language}`)]),
    ) as Record<MaintenanceLanguage, string>,
    allowedAddresses: text('allowedAddresses'),
    featureFlags: featureFlags.filter((flag) => form.has(`flag.${flag}`)),
    minimumOrderValue: text('minimumOrderValue'),
    minimumOrderSurcharge: text('minimumOrderSurcharge'),
    freeShippingLimit: text('freeShippingLimit'),
    defaultCutOff: text('defaultCutOff'),
    cutOffs: Object.fromEntries(warehouses.map((code) => [code, text(`cutOff.${code}`)])),
    closedDays: text('closedDays'),
    sellerVatNumber: text('sellerVatNumber'),
    viesUrl: text('viesUrl'),
  };
}

const cutOffPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The settings of a draft, checked field by field in the staff member's words, then as a whole by
 * the Admin API's contract; or what is wrong per field.
 */
export function checkedSettings(
  draft: SettingsDraft,
  t: AdminTranslate,
): { settings: ShopSettings; problems: null } | { settings: null; problems: SettingsProblems } {
  const problems: SettingsProblems = {};
  const refuse = (field: SettingsField, key: AdminMessageKey, params?: Record<string, string>) => {
    problems[field] ??= t(key, params);
  };
  const addresses = lines(draft.allowedAddresses);
  for (const address of addresses)
    if (!addressOrNetwork.safeParse(address).success)
      refuse('allowedAddresses', 'settings.error.address', { value: address });
  if (Object.values(draft.messages).some((message) => message.length > 1000))
    refuse('messages', 'settings.error.message');
  const { minimumOrderValue: value, minimumOrderSurcharge: surcharge } = draft;
  if ((value === '') !== (surcharge === '')) refuse('minimumOrder', 'settings.error.minimumOrder');
  else if (value && (!amountPattern.test(value) || !amountPattern.test(surcharge)))
    refuse('minimumOrder', 'settings.error.amount');
  if (!amountPattern.test(draft.freeShippingLimit)) refuse('freeShippingLimit', 'settings.error.amount');
  if (!cutOffPattern.test(draft.defaultCutOff)) refuse('defaultCutOff', 'settings.error.cutOff');
  for (const cutOff of Object.values(draft.cutOffs))
    if (!cutOffPattern.test(cutOff)) refuse('cutOffs', 'settings.error.cutOff');
  const closedDays = [...new Set(lines(draft.closedDays))].sort();
  for (const day of closedDays)
    if (!isCalendarDate(day)) refuse('closedDays', 'settings.error.closedDay', { value: day });
  if (draft.sellerVatNumber && !isValidVatNumber(draft.sellerVatNumber, 'BE'))
    refuse('sellerVatNumber', 'settings.error.vatNumber');
  if (Object.keys(problems).length > 0) return { settings: null, problems };

  const checked = shopSettings.safeParse({
    maintenance: {
      active: draft.maintenanceActive,
      messages: draft.messages,
      allowedAddresses: addresses,
    },
    featureFlags: draft.featureFlags,
    minimumOrder: value ? { value: amountOf(value), surcharge: amountOf(surcharge) } : null,
    freeShippingLimit: amountOf(draft.freeShippingLimit),
    delivery: { cutOffs: draft.cutOffs, defaultCutOff: draft.defaultCutOff, closedDays },
    sellerVatNumber: draft.sellerVatNumber || null,
    viesUrl: draft.viesUrl || null,
  });
  if (checked.success) return { settings: checked.data, problems: null };
  // What the fields above let through and the contract does not: a web address, and bounds.
  for (const issue of checked.error.issues) {
    const [part, detail] = issue.path;
    if (part === 'viesUrl') refuse('viesUrl', 'settings.error.url');
    else if (part === 'maintenance' && detail === 'allowedAddresses')
      refuse('allowedAddresses', 'settings.error.tooMany');
    else if (part === 'delivery') refuse('closedDays', 'settings.error.tooMany');
    else refuse('freeShippingLimit', 'settings.error.amount');
  }
  return { settings: null, problems };
}
