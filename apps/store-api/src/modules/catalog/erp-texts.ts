import type { ErpTexts } from '@tradeshop/api-client/contracts';
import { catalogueLocaleCodes } from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';

/** Language of each text key of the ERP, in the catalogue's locale order. */
const textKeys = ['nl', 'en', 'fr', 'de'] as const satisfies readonly (keyof ErpTexts)[];

export interface Language {
  id: string;
  key: (typeof textKeys)[number];
}

/** The catalogue's languages, each with the key of its texts in the ERP's rows. */
export async function catalogueLanguages(tx: Tx): Promise<Language[]> {
  return [...(await localeCodesById(tx))].flatMap(([id, localeCode]) => {
    const index = catalogueLocaleCodes.indexOf(localeCode as (typeof catalogueLocaleCodes)[number]);
    return index < 0 ? [] : [{ id, key: textKeys[index]! }];
  });
}

/** A text in a language, or the Dutch one where the ERP sent none. */
export const textIn = (texts: ErpTexts, language: Language) => texts[language.key] ?? texts.nl;
