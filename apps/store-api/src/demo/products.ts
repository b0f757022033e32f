import { completeEan13 } from '@tradeshop/domain';
import { articleIdOf } from '../modules/catalog/index.ts';
import type { CrossSellingKind, Sale } from './catalogue-types.ts';
import { languageIndexes, type Text4 } from './languages.ts';
import { buildMediaLibrary, type MediaVariant } from './media.ts';
import type { Pictogram } from './pictograms.ts';
import { type ChosenOptions, productNames } from './product-names.ts';
import { type ProductType, productTypes, type ResolvedOption } from './product-types.ts';
import type { GroupKey } from './properties.ts';
import { Random } from './random.ts';
import {
  brandSentence,
  closingSentences,
  deliveryTimes,
  saleSentence,
  seriesPrefixes,
  seriesSuffixes,
} from './vocabulary.ts';

export type UnitOfMeasure = 'PCE' | 'MTR' | 'KGM' | 'LTR' | 'PAK';

/** One product row and everything hanging off it, before it becomes table rows. */
export interface GeneratedProduct {
  id: string;
  /** 1 for the first product: the product number is TS-(100000 + seq). */
  seq: number;
  productNumber: string;
  parentId: string | null;
  childCount: number;
  ean: string;
  manufacturerNumber: string;
  manufacturerId: string;
  names: string[];
  descriptions: string[];
  /** EUR with four decimals. */
  listPrice: string;
  minPurchase: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  stock: number;
  availableStock: number;
  isCloseout: boolean;
  deliveryTimeId: string;
  restockTime: number | null;
  unit: UnitOfMeasure;
  /** A box's pieces. */
  content: { unit: 'PCE'; perUnit: number } | null;
  ratingAverage: string | null;
  sales: number;
  releaseDate: string;
  categoryId: string;
  propertyIds: string[];
  /** The options a variant differs from its siblings by. */
  variantOptionIds: string[];
  mediaIds: string[];
  crossSelling: { kind: CrossSellingKind; productIds: string[] } | null;
}

/** Share of stream entries that become a variant family: about a quarter of all product rows. */
const familyShare = 0.066;
const noMediaShare = 0.05;
const crossSellingShare = 0.1;
const outOfStockShare = 0.06;
const recentPerGroup = 12;
const firstReleaseDay = Date.UTC(2016, 0, 1);
const releaseDays = 3468;

const sales: Record<Sale, { unit: UnitOfMeasure; min: number; steps: number; stock: [number, number] }> = {
  piece: { unit: 'PCE', min: 100, steps: 100, stock: [5, 2000] },
  per5: { unit: 'PCE', min: 1000, steps: 500, stock: [100, 20000] },
  box: { unit: 'PAK', min: 100, steps: 100, stock: [5, 400] },
  metre: { unit: 'MTR', min: 50, steps: 50, stock: [25, 2000] },
  kilogram: { unit: 'KGM', min: 100, steps: 100, stock: [10, 500] },
  litre: { unit: 'LTR', min: 500, steps: 100, stock: [50, 2000] },
};

const deliveryTimeIds = Object.fromEntries(deliveryTimes.map((entry) => [entry.key, entry.id]));

export function productNumberOf(seq: number): string {
  return `TS-${100000 + seq}`;
}

/** Belgian GS1 prefix 5412 and the sequence number: valid, unique EAN-13 codes. */
export function eanOf(seq: number): string {
  return completeEan13(`5412${String(seq).padStart(8, '0')}`);
}

/** EUR with four decimals: cents from 1 EUR up, tenths of a cent below (bolts cost 0.0425). */
function formatPrice(value: number): string {
  const rounded = value >= 1 ? Math.round(value * 100) * 100 : Math.max(1, Math.round(value * 10000));
  return `${Math.floor(rounded / 10000)}.${String(rounded % 10000).padStart(4, '0')}`;
}

/** What the stream remembers between entries: counters and recent products for cross-selling. */
class StreamState {
  seq = 0;
  readonly serials = new Map<string, number>();
  readonly recent = new Map<string, string[]>();

  nextSerial(prefix: string): number {
    const serial = (this.serials.get(prefix) ?? 0) + 1;
    this.serials.set(prefix, serial);
    return serial;
  }

  /** The names (Dutch, per brand) of the products listed so far: a listing never shows one twice. */
  private readonly listedNames = new Set<string>();

  /** Takes the name for a listed product; false when another product of the brand has it already. */
  claimName(brandId: string, name: string): boolean {
    const key = `${brandId}|${name}`;
    if (this.listedNames.has(key)) return false;
    this.listedNames.add(key);
    return true;
  }

  remember(key: string, productId: string) {
    const list = this.recent.get(key) ?? [];
    list.push(productId);
    if (list.length > recentPerGroup) list.shift();
    this.recent.set(key, list);
  }
}

const cumulativeWeights = (() => {
  let sum = 0;
  return productTypes.map((productType) => (sum += productType.weight));
})();

function pickProductType(rng: Random): ProductType {
  const target = rng.next() * cumulativeWeights.at(-1)!;
  let low = 0;
  let high = cumulativeWeights.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulativeWeights[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return productTypes[low]!;
}

interface Stock {
  stock: number;
  availableStock: number;
  restockTime: number | null;
  deliveryTimeId: string;
  isCloseout: boolean;
  maxPurchase: number | null;
}

function stockOf(rng: Random, sale: Sale): Stock {
  const [low, high] = sales[sale].stock;
  const outOfStock = rng.chance(outOfStockShare);
  const units = outOfStock ? 0 : rng.chance(0.06) ? rng.int(1, 9) : Math.round(rng.logBetween(low, high));
  const stock = units * 100;
  // Orders hold whole units, so that an article sold by the piece never shows a fraction of one.
  const reserved = stock > 0 && rng.chance(0.2) ? Math.round(units * rng.next() * 0.2) * 100 : 0;
  const availableStock = stock - reserved;
  const isCloseout = rng.chance(0.03);
  return {
    stock,
    availableStock,
    restockTime: availableStock === 0 && rng.chance(0.7) ? rng.int(3, 30) : null,
    deliveryTimeId:
      availableStock > 0
        ? deliveryTimeIds[rng.chance(0.8) ? 'days-1-2' : 'days-2-5']!
        : deliveryTimeIds[rng.chance(0.6) ? 'weeks-1-2' : 'weeks-2-4']!,
    isCloseout,
    // A closeout sells no more than is left, unless less is left than its minimum quantity.
    maxPurchase:
      isCloseout && availableStock >= sales[sale].min ? availableStock : rng.chance(0.02) ? 10000 : null,
  };
}

function describe(rng: Random, productType: ProductType, brand: string): string[] {
  const sentences: Text4[] = [productType.sub.use, rng.pick(productType.top.features)];
  if (rng.chance(0.6)) sentences.splice(1, 0, brandSentence(brand, productType.leaf.name));
  const sale = saleSentence(productType.sale, productType.packSize);
  if (sale) sentences.push(sale);
  else if (rng.chance(0.5)) sentences.push(rng.pick(closingSentences));
  return languageIndexes.map((language) => sentences.map((sentence) => sentence[language]).join(' '));
}

function mediaOf(
  library: Map<Pictogram, MediaVariant[]>,
  productType: ProductType,
  colour: string | undefined,
  count: number,
): string[] {
  const variants = library.get(productType.icon) ?? [];
  const first = variants.find((variant) => variant.colour === colour) ?? variants[0];
  if (!first) return [];
  const others = variants.filter((variant) => variant !== first).slice(0, count - 1);
  // The photo of the cover comes right after it: every gallery has a raster image.
  return [first.id, first.photo.id, ...others.map((variant) => variant.id)];
}

/**
 * The demo catalogue as a stream of exactly `total` products, parents before their variants.
 * Every entry (a single product or a variant family) draws from a generator seeded by its position, so
 * the first products are the same whatever the total and however the stream is batched.
 */
export function* generateProducts(total: number): Generator<GeneratedProduct> {
  const state = new StreamState();
  const library = buildMediaLibrary(productTypes);
  for (let index = 0; state.seq < total; index++) {
    yield* generateEntry(index, total - state.seq, state, library);
  }
}

function generateEntry(
  index: number,
  remaining: number,
  state: StreamState,
  library: Map<Pictogram, MediaVariant[]>,
): GeneratedProduct[] {
  const rng = new Random(`entry:${index}`);
  // The first entries walk through every product type once, so even a small catalogue fills every leaf.
  const productType = index < productTypes.length ? productTypes[index]! : pickProductType(rng);
  const brand = rng.pick(productType.brands);
  const series = `${rng.pick(seriesPrefixes)}${rng.pick(seriesSuffixes)}${rng.chance(0.5) ? ` ${rng.int(1, 9)}00` : ''}`;
  const chosen = new Map<GroupKey, ResolvedOption>(
    productType.groups.map((group) => [group.key, rng.pick(group.options)]),
  );
  const axisOptions = productType.groups.find((group) => group.key === productType.axis)!.options;
  const wantsFamily = index === 0 || rng.chance(familyShare);
  const childCount =
    wantsFamily && axisOptions.length >= 2 && remaining >= 3
      ? Math.min(rng.int(2, 8), axisOptions.length, remaining - 1)
      : 0;
  // The listed product (a family's parent names no axis value) gets a name no other product of its
  // brand has: other options are drawn again, and where the type's options run out its series tells.
  const listedOptions = () => {
    if (childCount === 0) return chosen;
    const common = new Map(chosen);
    common.delete(productType.axis);
    return common;
  };
  const dutchName = () => productNames(productType, listedOptions(), brand.name, series)[0]!;
  let named = state.claimName(brand.id, dutchName());
  for (let retry = 0; !named && retry < 8; retry++) {
    for (const group of productType.groups) {
      if (childCount === 0 || group.key !== productType.axis) chosen.set(group.key, rng.pick(group.options));
    }
    named = state.claimName(brand.id, dutchName());
  }
  const seriesNamed = !named && state.claimName(brand.id, `${dutchName()} ${series}`);
  const descriptions = describe(rng, productType, brand.name);
  const basePrice = rng.logBetween(productType.price[0], productType.price[1]);
  const releaseDate = new Date(firstReleaseDay + rng.int(0, releaseDays) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const mediaCount = index !== 0 && rng.chance(noMediaShare) ? 0 : rng.int(1, 3);
  const wantsCrossSelling = rng.chance(crossSellingShare);
  const sale = sales[productType.sale];

  const newProduct = (options: ChosenOptions, price: number, stock: Stock): GeneratedProduct => {
    state.seq += 1;
    const productNumber = productNumberOf(state.seq);
    const norm = options.get('norm')?.key.match(/^(?:DIN|ISO) (\d+)/)?.[1];
    const prefix = `${productType.leaf.code}-${norm ?? 100 + productType.index}`;
    return {
      id: articleIdOf(productNumber),
      seq: state.seq,
      productNumber,
      parentId: null,
      childCount: 0,
      ean: eanOf(state.seq),
      manufacturerNumber: `${prefix}-${String(state.nextSerial(prefix)).padStart(4, '0')}`,
      manufacturerId: brand.id,
      names: productNames(productType, options, brand.name, series).map((name) =>
        seriesNamed ? `${name} ${series}` : name,
      ),
      descriptions,
      listPrice: formatPrice(price),
      minPurchase: sale.min,
      purchaseSteps: sale.steps,
      ...stock,
      unit: sale.unit,
      content: productType.sale === 'box' ? { unit: 'PCE', perUnit: productType.packSize } : null,
      ratingAverage: null,
      sales: Math.floor(rng.next() ** 3 * 5000),
      releaseDate,
      categoryId: productType.categoryId,
      propertyIds: [...options.values()].map((option) => option.id),
      variantOptionIds: [],
      mediaIds: mediaCount === 0 ? [] : mediaOf(library, productType, options.get('colour')?.key, mediaCount),
      crossSelling: null,
    };
  };

  let listed: GeneratedProduct;
  const family: GeneratedProduct[] = [];
  if (childCount === 0) {
    listed = newProduct(chosen, basePrice, stockOf(rng, productType.sale));
  } else {
    const parent = newProduct(listedOptions(), basePrice, stockOf(rng, productType.sale));
    const values = rng.sample(axisOptions, childCount);
    for (const [position, value] of values.entries()) {
      const variant = newProduct(
        new Map(chosen).set(productType.axis, value),
        basePrice * (1 + 0.12 * position),
        stockOf(rng, productType.sale),
      );
      variant.parentId = parent.id;
      variant.variantOptionIds = [value.id];
      family.push(variant);
    }
    // A parent is not sold itself: it shows the sums and the best delivery time of its variants.
    const inStock = family.some((variant) => variant.availableStock > 0);
    Object.assign(parent, {
      childCount,
      stock: family.reduce((sum, variant) => sum + variant.stock, 0),
      availableStock: family.reduce((sum, variant) => sum + variant.availableStock, 0),
      restockTime: null,
      deliveryTimeId: deliveryTimeIds[inStock ? 'days-1-2' : 'weeks-1-2'],
      isCloseout: false,
      maxPurchase: null,
      sales: family.reduce((sum, variant) => sum + variant.sales, 0),
    });
    // Filtering a listing by, say, 40 mm must find the family: the parent carries every variant value.
    parent.propertyIds.push(...values.map((value) => value.id));
    listed = parent;
  }
  if (rng.chance(0.3)) listed.ratingAverage = (rng.int(250, 500) / 100).toFixed(2);

  if (wantsCrossSelling) listed.crossSelling = crossSellingFor(rng, productType, state);
  state.remember(`sub:${productType.sub.key}`, listed.id);
  state.remember(`top:${productType.top.key}`, listed.id);
  return [listed, ...family];
}

/** Earlier products (already stored when this one is) from the related subcategory, or similar ones. */
function crossSellingFor(
  rng: Random,
  productType: ProductType,
  state: StreamState,
): GeneratedProduct['crossSelling'] {
  const related = productType.sub.related;
  const candidates: [CrossSellingKind, string[] | undefined][] = [
    ...(related
      ? [[related.kind, state.recent.get(`sub:${related.sub}`)] as [CrossSellingKind, string[] | undefined]]
      : []),
    ['similar', state.recent.get(`sub:${productType.sub.key}`)],
    ['similar', state.recent.get(`top:${productType.top.key}`)],
  ];
  for (const [kind, productIds] of candidates) {
    if (productIds && productIds.length >= 2) {
      return { kind, productIds: rng.sample(productIds, rng.int(2, 6)) };
    }
  }
  return null;
}
