import type { TitlePart } from './catalogue-types.ts';
import { type LanguageIndex, languageIndexes } from './languages.ts';
import type { ProductType, ResolvedOption } from './product-types.ts';
import type { GroupKey } from './properties.ts';
import { packSuffix } from './vocabulary.ts';

export type ChosenOptions = ReadonlyMap<GroupKey, ResolvedOption>;

/** French colours named after things do not agree with their noun. */
const invariableInFrench = new Set(['orange']);

/** An option as written in a product name, with French adjectives agreeing with the noun. */
function optionWord(option: ResolvedOption, language: LanguageIndex, productType: ProductType): string {
  const label = option.def.label[language];
  const agrees = language === 2 && (option.group === 'finish' || option.group === 'colour');
  if (!agrees || productType.gender === 'm') return label;
  const feminine = productType.gender === 'f' || productType.gender === 'fp';
  const word = feminine ? (option.def.feminine ?? label) : label;
  const plural = productType.gender === 'fp' || productType.gender === 'mp';
  if (!plural || word.includes(' ') || invariableInFrench.has(word) || /[sx]$/.test(word)) return word;
  return `${word}s`;
}

/**
 * The name of a product in one language, e.g. `Zeskantbout DIN 933 M8 x 40 mm verzinkt`. An option
 * left out (the variant axis in the name of a parent) takes its `x` along: `Zeskantbout DIN 933 M8`.
 */
export function productName(
  productType: ProductType,
  language: LanguageIndex,
  options: ChosenOptions,
  brand: string,
  series: string,
): string {
  const title = productType.title;
  const shown = (part: TitlePart | undefined): boolean => {
    if (part === undefined || part === 'x') return false;
    if (part === 'noun' || part === 'brand' || part === 'series') return true;
    return options.has(typeof part === 'string' ? part : part.group);
  };
  const joined = (index: number) =>
    title[index] === 'x' && shown(title[index - 1]) && shown(title[index + 1]);
  const words: string[] = [];
  title.forEach((part, index) => {
    if (part === 'noun') words.push(productType.leaf.noun[language]);
    else if (part === 'brand') words.push(brand);
    else if (part === 'series') words.push(series);
    else if (part === 'x') {
      if (joined(index)) words.push('x');
    } else {
      const option = options.get(typeof part === 'string' ? part : part.group);
      if (!option) return;
      let word = optionWord(option, language, productType);
      // `5 x 50 mm`, but `5 mm` when the length is left out.
      if (typeof part !== 'string' && part.bare && joined(index + 1)) word = word.replace(/ \S+$/, '');
      if (typeof part !== 'string' && part.prefix) word = `${part.prefix[language]} ${word}`;
      words.push(word);
    }
  });
  if (productType.sale === 'box') words.push(packSuffix(productType.packSize)[language]);
  return words.join(' ');
}

export function productNames(
  productType: ProductType,
  options: ChosenOptions,
  brand: string,
  series: string,
): string[] {
  return languageIndexes.map((language) => productName(productType, language, options, brand, series));
}
