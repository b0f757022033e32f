import { mainCategories } from './catalogue/index.ts';
import type { FrenchGender, LeafDef, Sale, SubDef, TitlePart, TopDef } from './catalogue-types.ts';
import { demoUuid } from './ids.ts';
import { type Manufacturer, manufacturersByKey } from './manufacturers.ts';
import type { Pictogram } from './pictograms.ts';
import { findOption, type GroupKey, type OptionDef, optionId } from './properties.ts';

export interface ResolvedOption {
  group: GroupKey;
  key: string;
  id: string;
  def: OptionDef;
}

export interface ProductTypeGroup {
  key: GroupKey;
  options: ResolvedOption[];
}

/** A leaf category of the main navigation with everything needed to invent its products. */
export interface ProductType {
  index: number;
  categoryId: string;
  top: TopDef;
  sub: SubDef;
  leaf: LeafDef;
  gender: FrenchGender;
  groups: ProductTypeGroup[];
  axis: GroupKey;
  title: TitlePart[];
  price: readonly [number, number];
  sale: Sale;
  packSize: number;
  icon: Pictogram;
  brands: Manufacturer[];
  /** Share of the products, relative to the other product types. */
  weight: number;
}

export function categoryIdOf(path: string): string {
  return demoUuid('category', path);
}

export const mainCategoryPath = (...keys: string[]) => ['main', ...keys].join('/');

function compile(top: TopDef, sub: SubDef, leaf: LeafDef, index: number, leavesInTop: number): ProductType {
  const lists = { ...sub.options, ...leaf.options };
  const groups: ProductTypeGroup[] = [];
  for (const [key, optionKeys] of Object.entries(lists) as [GroupKey, readonly string[]][]) {
    if (optionKeys.length === 0) continue;
    groups.push({
      key,
      options: optionKeys.map((option) => ({
        group: key,
        key: option,
        id: optionId(key, option),
        def: findOption(key, option),
      })),
    });
  }
  const where = `${top.key}/${sub.key}/${leaf.key}`;
  if (groups.length < 3 || groups.length > 6)
    throw new Error(`${where} has ${groups.length} property groups`);
  const axis = leaf.axis ?? sub.axis;
  if (!groups.some((entry) => entry.key === axis))
    throw new Error(`${where} has no options for its axis ${axis}`);
  const brands = top.brands.map((key) => {
    const brand = manufacturersByKey.get(key);
    if (!brand) throw new Error(`${where}: unknown brand ${key}`);
    return brand;
  });
  return {
    index,
    categoryId: categoryIdOf(mainCategoryPath(top.key, sub.key, leaf.key)),
    top,
    sub,
    leaf,
    gender: leaf.gender ?? 'm',
    groups,
    axis,
    title: leaf.title ?? sub.title,
    price: leaf.price ?? sub.price,
    sale: leaf.sale ?? sub.sale,
    packSize: leaf.packSize ?? sub.packSize ?? 100,
    icon: leaf.icon ?? sub.icon,
    brands,
    weight: top.weight / leavesInTop,
  };
}

export const productTypes: ProductType[] = mainCategories
  .flatMap((top) => {
    const leavesInTop = top.subs.reduce((count, sub) => count + sub.leaves.length, 0);
    return top.subs.flatMap((sub) => sub.leaves.map((leaf) => ({ top, sub, leaf, leavesInTop })));
  })
  .map(({ top, sub, leaf, leavesInTop }, index) => compile(top, sub, leaf, index, leavesInTop));
