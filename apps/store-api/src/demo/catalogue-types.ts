import type { Text4 } from './languages.ts';
import type { Pictogram } from './pictograms.ts';
import type { GroupKey } from './properties.ts';

/**
 * How an article is sold. Quantities are hundredths: `per5` is a minimum of 10 in steps of 5,
 * `metre` is cut to length in steps of 0.5 m.
 */
export type Sale = 'piece' | 'per5' | 'box' | 'metre' | 'kilogram' | 'litre';

/** French gender and number of a product noun, for the adjectives in its name. */
export type FrenchGender = 'm' | 'f' | 'mp' | 'fp';

/** A word of a product name: the noun, the brand, the series, a literal `x` or a property option. */
export type TitlePart =
  | 'noun'
  | 'brand'
  | 'series'
  | 'x'
  | GroupKey
  | { group: GroupKey; bare?: boolean; prefix?: Text4 };

/** Allowed option keys per property group; an empty list removes a group inherited from above. */
export type OptionLists = Partial<Record<GroupKey, readonly string[]>>;

export type CrossSellingKind =
  | 'matchingNuts'
  | 'matchingWashers'
  | 'accessories'
  | 'similar'
  | 'boughtTogether';

/** Settings a subcategory gives its leaves and a leaf may override. */
interface ProductTypeSettings {
  icon: Pictogram;
  options: OptionLists;
  title: TitlePart[];
  /** The property the variants of a family differ by. */
  axis: GroupKey;
  /** List price range in EUR of one sales unit. */
  price: readonly [number, number];
  sale: Sale;
  packSize?: number;
}

export interface LeafDef extends Partial<ProductTypeSettings> {
  key: string;
  /** Category name (plural). */
  name: Text4;
  /** Product noun (singular), the first words of a product name. */
  noun: Text4;
  /** Prefix of the manufacturer numbers. */
  code: string;
  gender?: FrenchGender;
}

export interface SubDef extends ProductTypeSettings {
  key: string;
  name: Text4;
  /** First sentence of the product descriptions. */
  use: Text4;
  /** Where cross-selling products come from, and the name of the list. */
  related?: { sub: string; kind: CrossSellingKind };
  leaves: LeafDef[];
}

export interface TopDef {
  key: string;
  name: Text4;
  type: 'page' | 'folder';
  /** Share of the products, relative to the other top categories. */
  weight: number;
  brands: string[];
  /** Sentences the product descriptions pick from. */
  features: Text4[];
  subs: SubDef[];
}
