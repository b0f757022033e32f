import { addressCountries } from '@tradeshop/api-client';
import type { LocaleCode } from '@tradeshop/domain';

const displayNames = new Map<LocaleCode, Intl.DisplayNames>();

/** A country's name in the shopper's language (`BE` is "België", "Belgium", "Belgique"). */
export function countryName(code: string, localeCode: LocaleCode): string {
  let names = displayNames.get(localeCode);
  if (!names) {
    names = new Intl.DisplayNames([localeCode], { type: 'region', fallback: 'code' });
    displayNames.set(localeCode, names);
  }
  return names.of(code) ?? code;
}

/** The countries an address may be in: Belgium first, then the others by name. */
export function countryOptions(localeCode: LocaleCode): { code: string; name: string }[] {
  const [belgium, ...others] = addressCountries.map((code) => ({
    code,
    name: countryName(code, localeCode),
  }));
  return [belgium!, ...others.sort((a, b) => a.name.localeCompare(b.name, localeCode))];
}
