import { hash } from 'node:crypto';
import type { BrandRow, ErpArticleRow } from '@tradeshop/api-client/contracts';
import { importRowCodes, isMeasuredFeature, slugify } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { localeCodesById, salesChannelIds } from '../sales-channel/index.ts';
import { catalogueLanguages, type Language, textIn } from './erp-texts.ts';
import { featuresByKey } from './feature-import.ts';

/**
 * The catalogue side of the ERP's article and brand imports: the ERP names brands, product groups,
 * characteristics, delivery times and pictures by its own keys, which this module resolves to the
 * shop's rows, and then writes the articles with their texts, links and seo paths.
 */

/**
 * A new article's id, derived from its number: the same article gets the same id in every
 * environment a catalogue is imported into (test, acceptance, production).
 */
export function articleIdOf(number: string): string {
  const hex = hash('sha1', `tradeshop:article:${number}`);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const characteristicKey = (group: string, option: string) => `${group}=${option}`;

/** What the shop knows of the keys a batch of articles names. */
export interface ArticleReferences {
  articles: Map<
    string,
    { id: string; familyId: string | null; familyNumber: string | null; hasVariants: boolean }
  >;
  brands: Map<string, string>;
  categories: Map<string, string>;
  characteristics: Map<string, string>;
  /** The numeric and range features articles give numbers of, by the ERP's key. */
  measured: Awaited<ReturnType<typeof featuresByKey>>;
  deliveryTimes: Map<string, string>;
  media: Map<string, string>;
}

const deliveryTimeKey = (time: NonNullable<ErpArticleRow['deliveryTime']>) =>
  `${time.min}-${time.max}-${time.unit}`;

/** Brands by the ERP's keys. */
export async function brandIdsByKey(tx: Tx, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; id: string }>(
    tx,
    sql`select erp_key as key, id from manufacturer where erp_key = any(${sql.param([...new Set(keys)])}::text[])`,
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

export async function articleReferences(tx: Tx, rows: readonly ErpArticleRow[]): Promise<ArticleReferences> {
  const numbers = [...new Set(rows.flatMap((row) => [row.number, row.family ?? row.number]))];
  const characteristics = rows.flatMap((row) => [...row.properties, ...row.variantOptions]);
  const articles = await queryRows<{
    id: string;
    product_number: string;
    parent_id: string | null;
    family: string | null;
    child_count: number;
  }>(
    tx,
    sql`select p.id, p.product_number, p.parent_id, f.product_number as family, p.child_count
        from product p left join product f on f.id = p.parent_id
        where p.product_number = any(${sql.param(numbers)}::text[])`,
  );
  const keyed = async (query: ReturnType<typeof sql>) =>
    new Map((await queryRows<{ key: string; id: string }>(tx, query)).map((row) => [row.key, row.id]));
  return {
    articles: new Map(
      articles.map((row) => [
        row.product_number,
        { id: row.id, familyId: row.parent_id, familyNumber: row.family, hasVariants: row.child_count > 0 },
      ]),
    ),
    brands: await brandIdsByKey(
      tx,
      rows.flatMap((row) => row.brand ?? []),
    ),
    categories: await keyed(
      sql`select erp_key as key, id from category
          where erp_key = any(${sql.param([...new Set(rows.map((row) => row.category))])}::text[])`,
    ),
    characteristics: await keyed(
      sql`select g.erp_key || '=' || o.erp_key as key, o.id
          from property_group_option o join property_group g on g.id = o.group_id
          where (g.erp_key, o.erp_key) in (select * from unnest(
            ${sql.param(characteristics.map((entry) => entry.group))}::text[],
            ${sql.param(characteristics.map((entry) => entry.option))}::text[]))`,
    ),
    measured: await featuresByKey(
      tx,
      rows.flatMap((row) => row.measurements.map((entry) => entry.group)),
    ),
    deliveryTimes: await keyed(sql`select min || '-' || max || '-' || unit as key, id from delivery_time`),
    media: await keyed(
      sql`select path as key, id from media
          where path = any(${sql.param([
            ...new Set(
              rows.flatMap((row) => [...row.media, ...(row.documents ?? []).map((entry) => entry.path)]),
            ),
          ])}::text[])`,
    ),
  };
}

export interface Problem {
  code: string;
  reason: string;
}

/**
 * Why the shop cannot take an article row: a key it does not know, a family that is itself a
 * variant or not an article at all, or a new article without a list price. `sent` holds the
 * numbers and families of the rows of the same request.
 */
export function articleRowProblem(
  row: ErpArticleRow,
  references: ArticleReferences,
  sent: ReadonlyMap<string, string | null>,
): Problem | null {
  const stored = references.articles.get(row.number);
  if (!stored && row.listPrice === undefined)
    return {
      code: importRowCodes.missingListPrice,
      reason: `The new article ${row.number} needs its listPrice.`,
    };
  if (row.family) {
    const family = sent.has(row.family)
      ? { familyNumber: sent.get(row.family)! }
      : references.articles.get(row.family);
    if (!family)
      return {
        code: importRowCodes.unknownArticle,
        reason: `The shop has no article ${row.family} to be the family.`,
      };
    if (family.familyNumber)
      return {
        code: importRowCodes.variantFamily,
        reason: `${row.family} is itself a variant of ${family.familyNumber}.`,
      };
  }
  if (stored?.hasVariants && row.family)
    return {
      code: importRowCodes.variantFamily,
      reason: `${row.number} has variants itself: it cannot be one.`,
    };
  const unknown = (kind: string, key: string) => ({
    code: importRowCodes.unknownKey,
    reason: `The shop has no ${kind} ${key}.`,
  });
  if (row.brand && !references.brands.has(row.brand)) return unknown('brand', row.brand);
  if (!references.categories.has(row.category)) return unknown('product group', row.category);
  for (const entry of [...row.properties, ...row.variantOptions]) {
    const key = characteristicKey(entry.group, entry.option);
    if (!references.characteristics.has(key)) return unknown('characteristic', key);
  }
  for (const entry of row.measurements) {
    const feature = references.measured.get(entry.group);
    if (!feature) return unknown('feature', entry.group);
    if (!isMeasuredFeature(feature.type))
      return {
        code: importRowCodes.invalid,
        reason: `measurements: ${entry.group} is ${feature.type === 'logical' ? 'a' : 'an'} ${feature.type} feature: its values go in properties.`,
      };
    if (feature.type === 'numeric' && entry.upTo !== null)
      return {
        code: importRowCodes.invalid,
        reason: `measurements: ${entry.group} takes one number, not a range.`,
      };
  }
  if (row.deliveryTime && !references.deliveryTimes.has(deliveryTimeKey(row.deliveryTime)))
    return unknown('delivery time', deliveryTimeKey(row.deliveryTime));
  const picture = row.media.find((path) => !references.media.has(path));
  if (picture) return unknown('picture', picture);
  const document = row.documents?.find((entry) => !references.media.has(entry.path));
  if (document) return unknown('document', document.path);
  return null;
}

const hundredths = (quantity: number) => Math.round(quantity * 100);

/** The seo path of an article in one language: its name as a slug, then its number. */
export function articleSeoPath(name: string, number: string): string {
  return `${slugify(name)}/${number.toLowerCase()}`;
}

/**
 * Writes checked article rows: creates the new ones, updates what changed, and replaces their
 * product group, characteristics, variant options and pictures with those sent. A family carries
 * the variant options of its variants, so that a listing filtered by one finds it. A renamed
 * article keeps its old seo paths as redirects. Answers the ids of the articles created, of those
 * changed, and of every article whose search rows must follow (families included).
 */
export async function applyErpArticles(
  tx: Tx,
  rows: readonly ErpArticleRow[],
  references: ArticleReferences,
): Promise<{ created: Set<string>; changed: Set<string>; touched: string[]; idOf: Map<string, string> }> {
  const languages = await catalogueLanguages(tx);
  const idOf = new Map(
    rows.map((row) => [row.number, references.articles.get(row.number)?.id ?? articleIdOf(row.number)]),
  );
  const familyIdOf = (row: ErpArticleRow) =>
    row.family ? (idOf.get(row.family) ?? references.articles.get(row.family)!.id) : null;
  const ids = rows.map((row) => idOf.get(row.number)!);
  const seoPaths = rows.map((row) =>
    languages.map((language) => articleSeoPath(textIn(row.names, language), row.number)),
  );
  const column = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  // A new article comes with the cover its first picture's link will have (writePictures keeps the
  // covers of stored ones), so that a bulk import writes each new row once rather than twice.
  const written = await queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`insert into product as p (id, parent_id, product_number, ean, manufacturer_number, manufacturer_id, active,
          list_price, tax_rate, min_purchase_hundredths, max_purchase_hundredths, purchase_steps_hundredths,
          is_closeout, delivery_time_id, restock_time, unit_of_measure, content_unit, content_per_unit, sales, release_date,
          custom_fields, cover_id)
        select r.id, r.parent_id, r.number, r.ean, r.manufacturer_number, r.manufacturer_id, r.active,
          coalesce(r.list_price, (select list_price from product where id = r.id)), r.tax_rate, r.min_purchase,
          r.max_purchase, r.purchase_step, r.closeout, r.delivery_time_id, r.restock_days, r.unit, r.content_unit,
          r.content_per_unit, r.sales,
          r.release_date, jsonb_build_object('dexisSeoCanonicalLink', r.seo_path, 'unspsc', r.unspsc, 'etimClass', r.etim_class),
          r.cover_id
        from unnest(${column(ids, 'uuid')}, ${column(rows.map(familyIdOf), 'uuid')},
          ${column(
            rows.map((row) => row.number),
            'text',
          )}, ${column(
            rows.map((row) => row.ean),
            'text',
          )},
          ${column(
            rows.map((row) => row.manufacturerNumber),
            'text',
          )},
          ${column(
            rows.map((row) => (row.brand ? references.brands.get(row.brand)! : null)),
            'uuid',
          )},
          ${column(
            rows.map((row) => row.active),
            'boolean',
          )}, ${column(
            rows.map((row) => row.listPrice ?? null),
            'numeric',
          )},
          ${column(
            rows.map((row) => row.taxRate),
            'numeric',
          )}, ${column(
            rows.map((row) => hundredths(row.minPurchase)),
            'int',
          )},
          ${column(
            rows.map((row) => (row.maxPurchase === null ? null : hundredths(row.maxPurchase))),
            'int',
          )},
          ${column(
            rows.map((row) => hundredths(row.purchaseStep)),
            'int',
          )}, ${column(
            rows.map((row) => row.closeout),
            'boolean',
          )},
          ${column(
            rows.map((row) =>
              row.deliveryTime ? references.deliveryTimes.get(deliveryTimeKey(row.deliveryTime))! : null,
            ),
            'uuid',
          )},
          ${column(
            rows.map((row) => row.restockDays),
            'int',
          )}, ${column(
            rows.map((row) => row.unit),
            'text',
          )},
          ${column(
            rows.map((row) => row.content?.unit ?? null),
            'text',
          )}, ${column(
            rows.map((row) => row.content?.perUnit ?? null),
            'numeric',
          )},
          ${column(
            rows.map((row) => row.soldLastYear),
            'int',
          )}, ${column(
            rows.map((row) => row.releaseDate),
            'date',
          )},
          ${column(
            seoPaths.map((paths) => paths[0]!),
            'text',
          )}, ${column(
            rows.map((row) => row.unspsc),
            'text',
          )}, ${column(
            rows.map((row) => row.etimClass),
            'text',
          )},
          ${column(
            rows.map((row) => (row.media.length > 0 ? pictureLinkId(row.number, 0) : null)),
            'uuid',
          )})
          as r(id, parent_id, number, ean, manufacturer_number, manufacturer_id, active, list_price,
            tax_rate, min_purchase, max_purchase, purchase_step, closeout, delivery_time_id, restock_days, unit,
            content_unit, content_per_unit, sales, release_date, seo_path, unspsc, etim_class, cover_id)
        on conflict (product_number) do update set
          parent_id = excluded.parent_id, ean = excluded.ean, manufacturer_number = excluded.manufacturer_number,
          manufacturer_id = excluded.manufacturer_id, active = excluded.active, list_price = excluded.list_price,
          tax_rate = excluded.tax_rate, min_purchase_hundredths = excluded.min_purchase_hundredths,
          max_purchase_hundredths = excluded.max_purchase_hundredths,
          purchase_steps_hundredths = excluded.purchase_steps_hundredths, is_closeout = excluded.is_closeout,
          delivery_time_id = excluded.delivery_time_id, restock_time = excluded.restock_time,
          unit_of_measure = excluded.unit_of_measure, content_unit = excluded.content_unit,
          content_per_unit = excluded.content_per_unit, sales = excluded.sales, release_date = excluded.release_date,
          custom_fields = p.custom_fields || excluded.custom_fields
        where (p.parent_id, p.ean, p.manufacturer_number, p.manufacturer_id, p.active, p.list_price, p.tax_rate,
               p.min_purchase_hundredths, p.max_purchase_hundredths, p.purchase_steps_hundredths, p.is_closeout,
               p.delivery_time_id, p.restock_time, p.unit_of_measure, p.content_unit, p.content_per_unit, p.sales,
               p.release_date,
               p.custom_fields->'dexisSeoCanonicalLink', p.custom_fields->'unspsc', p.custom_fields->'etimClass')
          is distinct from
              (excluded.parent_id, excluded.ean, excluded.manufacturer_number, excluded.manufacturer_id,
               excluded.active, excluded.list_price, excluded.tax_rate, excluded.min_purchase_hundredths,
               excluded.max_purchase_hundredths, excluded.purchase_steps_hundredths, excluded.is_closeout,
               excluded.delivery_time_id, excluded.restock_time, excluded.unit_of_measure, excluded.content_unit,
               excluded.content_per_unit, excluded.sales,
               excluded.release_date, excluded.custom_fields->'dexisSeoCanonicalLink',
               excluded.custom_fields->'unspsc', excluded.custom_fields->'etimClass')
        returning p.id, xmax = 0 as inserted`,
  );
  const created = new Set(written.filter((row) => row.inserted).map((row) => row.id));
  const changed = new Set(written.filter((row) => !row.inserted).map((row) => row.id));
  const mark = (productIds: { product_id: string }[]) => {
    for (const row of productIds) if (!created.has(row.product_id)) changed.add(row.product_id);
  };

  const texts = rows.flatMap((row, index) =>
    languages.map((language, position) => ({
      productId: ids[index]!,
      languageId: language.id,
      name: textIn(row.names, language),
      description: row.descriptions ? textIn(row.descriptions, language) : null,
      seoPath: seoPaths[index]![position]!,
      additionalInfo: row.additionalInfo ? textIn(row.additionalInfo, language) : null,
      applications: row.applications ? textIn(row.applications, language) : null,
    })),
  );
  mark(
    await queryRows<{ product_id: string }>(
      tx,
      sql`insert into product_translation as t (product_id, language_id, name, description, custom_fields)
          select r.product_id, r.language_id, r.name, r.description,
            jsonb_build_object('dexisSeoCanonicalLink', r.seo_path, 'dexisAdditionalInfo', r.additional_info,
                               'dexisApplications', r.applications)
          from unnest(${column(
            texts.map((text) => text.productId),
            'uuid',
          )}, ${column(
            texts.map((text) => text.languageId),
            'uuid',
          )},
            ${column(
              texts.map((text) => text.name),
              'text',
            )}, ${column(
              texts.map((text) => text.description),
              'text',
            )},
            ${column(
              texts.map((text) => text.seoPath),
              'text',
            )}, ${column(
              texts.map((text) => text.additionalInfo),
              'text',
            )}, ${column(
              texts.map((text) => text.applications),
              'text',
            )}) as r(product_id, language_id, name, description, seo_path, additional_info, applications)
          on conflict (product_id, language_id) do update set name = excluded.name, description = excluded.description,
            custom_fields = t.custom_fields || excluded.custom_fields
          where (t.name, t.description, t.custom_fields->'dexisSeoCanonicalLink',
                 t.custom_fields->'dexisAdditionalInfo', t.custom_fields->'dexisApplications')
            is distinct from (excluded.name, excluded.description, excluded.custom_fields->'dexisSeoCanonicalLink',
                              excluded.custom_fields->'dexisAdditionalInfo', excluded.custom_fields->'dexisApplications')
          returning t.product_id`,
    ),
  );

  const links = (table: string, valueColumn: string, pairs: { productId: string; valueId: string }[]) =>
    replaceLinks(tx, table, valueColumn, ids, pairs);
  mark(
    await links(
      'product_category',
      'category_id',
      rows.map((row, index) => ({
        productId: ids[index]!,
        valueId: references.categories.get(row.category)!,
      })),
    ),
  );
  mark(
    await links(
      'product_option',
      'option_id',
      rows.flatMap((row, index) =>
        row.variantOptions.map((entry) => ({
          productId: ids[index]!,
          valueId: references.characteristics.get(characteristicKey(entry.group, entry.option))!,
        })),
      ),
    ),
  );
  // A family carries the options of its variants, so that a listing filtered by one finds it.
  const variantValues = await queryRows<{ product_id: string; option_id: string }>(
    tx,
    sql`select v.parent_id as product_id, o.option_id from product v join product_option o on o.product_id = v.id
        where v.parent_id = any(${sql.param(ids)}::uuid[])`,
  );
  mark(
    await links('product_property', 'option_id', [
      ...rows.flatMap((row, index) =>
        row.properties.map((entry) => ({
          productId: ids[index]!,
          valueId: references.characteristics.get(characteristicKey(entry.group, entry.option))!,
        })),
      ),
      ...variantValues.map((row) => ({ productId: row.product_id, valueId: row.option_id })),
    ]),
  );
  mark(
    await writeMeasurements(
      tx,
      ids,
      rows.flatMap((row, index) =>
        row.measurements.map((entry) => ({
          productId: ids[index]!,
          groupId: references.measured.get(entry.group)!.id,
          value: entry.value,
          valueTo: entry.upTo,
        })),
      ),
    ),
  );
  mark(await writePictures(tx, rows, ids, references));
  await writeSeoPaths(tx, ids, languages, seoPaths);

  // The families the articles sent belong or belonged to: their variant count and filter options.
  const familyIds = [
    ...new Set([
      ...rows.flatMap((row) => {
        const family = familyIdOf(row);
        return family ? [family] : [];
      }),
      ...rows.flatMap((row) => references.articles.get(row.number)?.familyId ?? []),
      ...ids,
    ]),
  ];
  await tx.execute(sql`
    update product f set child_count = c.count
    from (select f.id, count(v.id)::int as count from product f left join product v on v.parent_id = f.id
          where f.id = any(${sql.param(familyIds)}::uuid[]) group by f.id) c
    where f.id = c.id and f.child_count <> c.count`);
  await tx.execute(sql`
    insert into product_property (product_id, option_id)
    select v.parent_id, o.option_id from product v join product_option o on o.product_id = v.id
    where v.parent_id = any(${sql.param(familyIds)}::uuid[])
    on conflict do nothing`);
  const variants = await queryRows<{ id: string }>(
    tx,
    sql`select id from product where parent_id = any(${sql.param([...changed, ...created])}::uuid[])`,
  );
  return {
    created,
    changed,
    touched: [...new Set([...created, ...changed, ...familyIds, ...variants.map((row) => row.id)])],
    idOf,
  };
}

/**
 * Makes the links of `productIds` in a link table exactly `pairs`: drops the others and adds the
 * missing. Answers the products whose links changed.
 */
async function replaceLinks(
  tx: Tx,
  table: string,
  valueColumn: string,
  productIds: readonly string[],
  pairs: readonly { productId: string; valueId: string }[],
): Promise<{ product_id: string }[]> {
  const linkTable = sql.raw(table);
  const value = sql.raw(valueColumn);
  const sent = sql`unnest(${sql.param(pairs.map((pair) => pair.productId))}::uuid[],
    ${sql.param(pairs.map((pair) => pair.valueId))}::uuid[]) as n(product_id, value_id)`;
  const dropped = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from ${linkTable} l where l.product_id = any(${sql.param(productIds)}::uuid[])
        and not exists (select 1 from ${sent} where n.product_id = l.product_id and n.value_id = l.${value})
        returning l.product_id`,
  );
  const added = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into ${linkTable} (product_id, ${value}) select n.product_id, n.value_id from ${sent}
        on conflict do nothing returning product_id`,
  );
  return [...dropped, ...added];
}

/**
 * Makes the numbers of `productIds` exactly those sent: drops the others, adds and changes the rest.
 * Answers the products whose numbers changed.
 */
async function writeMeasurements(
  tx: Tx,
  productIds: readonly string[],
  sent: readonly { productId: string; groupId: string; value: number; valueTo: number | null }[],
): Promise<{ product_id: string }[]> {
  const rows = sql`unnest(${sql.param(sent.map((entry) => entry.productId))}::uuid[],
    ${sql.param(sent.map((entry) => entry.groupId))}::uuid[], ${sql.param(sent.map((entry) => entry.value))}::numeric[],
    ${sql.param(sent.map((entry) => entry.valueTo))}::numeric[]) as n(product_id, group_id, value, value_to)`;
  const dropped = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from product_measurement m where m.product_id = any(${sql.param([...productIds])}::uuid[])
        and not exists (select 1 from ${rows} where n.product_id = m.product_id and n.group_id = m.group_id)
        returning m.product_id`,
  );
  const written = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into product_measurement as m (product_id, group_id, value, value_to)
        select n.product_id, n.group_id, n.value, n.value_to from ${rows}
        on conflict (product_id, group_id) do update set value = excluded.value, value_to = excluded.value_to
          where (m.value, m.value_to) is distinct from (excluded.value, excluded.value_to)
        returning m.product_id`,
  );
  return [...dropped, ...written];
}

/** The id of an article's link to its picture at a position, kept while the position is. */
const pictureLinkId = (number: string, position: number) => articleIdOf(`${number}#media${position}`);

/** The pictures in the order sent, the first as the cover; a link keeps its id per position. */
async function writePictures(
  tx: Tx,
  rows: readonly ErpArticleRow[],
  ids: readonly string[],
  references: ArticleReferences,
): Promise<{ product_id: string }[]> {
  const links = rows.flatMap((row, index) =>
    row.media.map((path, position) => ({
      id: pictureLinkId(row.number, position),
      productId: ids[index]!,
      mediaId: references.media.get(path)!,
      position,
    })),
  );
  const dropped = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from product_media m
        using unnest(${sql.param(ids)}::uuid[], ${sql.param(rows.map((row) => row.media.length))}::int[]) as r(product_id, count)
        where m.product_id = r.product_id and m.position >= r.count
        returning m.product_id`,
  );
  const written = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into product_media as m (id, product_id, media_id, position)
        select * from unnest(${sql.param(links.map((link) => link.id))}::uuid[],
          ${sql.param(links.map((link) => link.productId))}::uuid[], ${sql.param(links.map((link) => link.mediaId))}::uuid[],
          ${sql.param(links.map((link) => link.position))}::int[])
        on conflict (id) do update set media_id = excluded.media_id, position = excluded.position
          where (m.media_id, m.position) is distinct from (excluded.media_id, excluded.position)
        returning m.product_id`,
  );
  await tx.execute(sql`
    update product p set cover_id = c.cover_id
    from (select r.product_id, m.id as cover_id
          from unnest(${sql.param(ids)}::uuid[]) as r(product_id)
          left join product_media m on m.product_id = r.product_id and m.position = 0) c
    where p.id = c.product_id and p.cover_id is distinct from c.cover_id`);
  return [...dropped, ...written];
}

/**
 * Each article's canonical seo path per language and sales channel: a path that changed stays as
 * a redirect to the new one.
 */
async function writeSeoPaths(
  tx: Tx,
  ids: readonly string[],
  languages: readonly Language[],
  seoPaths: readonly string[][],
) {
  const paths = ids.flatMap((productId, index) =>
    languages.map((language, position) => ({
      productId,
      languageId: language.id,
      path: seoPaths[index]![position]!,
    })),
  );
  const channels = sql.param(await salesChannelIds(tx));
  const sent = sql`unnest(${sql.param(paths.map((path) => path.productId))}::uuid[],
    ${sql.param(paths.map((path) => path.languageId))}::uuid[], ${sql.param(paths.map((path) => path.path))}::text[])
    as n(product_id, language_id, path)`;
  await tx.execute(sql`
    update seo_url s set is_canonical = false
    where s.route_name = 'frontend.detail.page' and s.is_canonical and s.foreign_key = any(${sql.param(ids)}::uuid[])
      and not exists (select 1 from ${sent}
                      where n.product_id = s.foreign_key and n.language_id = s.language_id and n.path = s.seo_path_info)`);
  await tx.execute(sql`
    insert into seo_url as s (id, sales_channel_id, language_id, foreign_key, route_name, path_info, seo_path_info, is_canonical)
    select gen_random_uuid(), c.id, n.language_id, n.product_id, 'frontend.detail.page', '/detail/' || n.product_id,
      n.path, true
    from ${sent} cross join unnest(${channels}::uuid[]) as c(id)
    on conflict (sales_channel_id, language_id, seo_path_info) do update
      set foreign_key = excluded.foreign_key, path_info = excluded.path_info, is_canonical = true
      where (s.foreign_key, s.is_canonical) is distinct from (excluded.foreign_key, true)`);
}

/** Whether a brand's page slug was made from `base`: the base itself, or it with a number against a clash. */
const slugMadeFrom = (slug: string, base: string) =>
  slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));

/**
 * Gives brands the slug of their name (`brands/{slug}`, the same in every language), unless the slug
 * they hold was made from that name: a renamed brand gets the slug of its new name. A slug another
 * brand holds gets `-2`, `-3`, … Answers the ids of the brands whose slug changed.
 */
async function assignBrandSlugs(tx: Tx, brands: readonly { id: string; name: string; key: string }[]) {
  const stored = await queryRows<{ id: string; slug: string }>(
    tx,
    sql`select id, slug from manufacturer where slug is not null`,
  );
  const slugOf = new Map(stored.map((row) => [row.id, row.slug]));
  const formerSlugOf = new Map(slugOf);
  // The slugs staff gave a brand in a language are taken too: no brand page may take another's address.
  const staffSlugs = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from manufacturer_translation where slug is not null`,
  );
  const taken = new Set([...stored, ...staffSlugs].map((row) => row.slug));
  const assigned: { id: string; slug: string }[] = [];
  for (const brand of brands) {
    const base = slugify(brand.name) || slugify(brand.key) || 'brand';
    const current = slugOf.get(brand.id);
    if (current && slugMadeFrom(current, base)) continue;
    if (current) taken.delete(current);
    let slug = base;
    for (let number = 2; taken.has(slug); number++) slug = `${base}-${number}`;
    taken.add(slug);
    slugOf.set(brand.id, slug);
    assigned.push({ id: brand.id, slug });
  }
  if (assigned.length === 0) return [];
  const ids = sql.param(assigned.map((entry) => entry.id));
  // Slugs are unique at every row: the old ones go first, so that two brands may swap theirs.
  await tx.execute(sql`update manufacturer set slug = null where id = any(${ids}::uuid[])`);
  await tx.execute(sql`
    update manufacturer m set slug = r.slug
    from unnest(${ids}::uuid[], ${sql.param(assigned.map((entry) => entry.slug))}::text[]) as r(id, slug)
    where m.id = r.id`);
  const moved = assigned.flatMap((entry) => {
    const former = formerSlugOf.get(entry.id);
    return former ? [{ id: entry.id, former }] : [];
  });
  await keepFormerBrandSlugs(tx, moved);
  return assigned.map((entry) => entry.id);
}

/**
 * Keeps the slugs brands leave as former ones in every language where the brand page had them
 * (the languages without a slug of the staff's), so that their addresses answer 301.
 */
async function keepFormerBrandSlugs(tx: Tx, moved: readonly { id: string; former: string }[]) {
  if (moved.length === 0) return;
  const languageIds = [...(await localeCodesById(tx)).keys()];
  await tx.execute(sql`
    insert into manufacturer_former_slug (language_id, slug, manufacturer_id)
    select l.id, r.former, r.id
    from unnest(${sql.param(moved.map((entry) => entry.id))}::uuid[], ${sql.param(moved.map((entry) => entry.former))}::text[]) as r(id, former)
    cross join unnest(${sql.param(languageIds)}::uuid[]) as l(id)
    where not exists (select 1 from manufacturer_translation t
                      where t.manufacturer_id = r.id and t.language_id = l.id and t.slug is not null)
    on conflict (language_id, slug) do update set manufacturer_id = excluded.manufacturer_id`);
  await tx.execute(sql`delete from manufacturer_former_slug f using manufacturer m
    where m.id = f.manufacturer_id and m.slug = f.slug`);
}

/** Gives every brand without a page slug the slug of its name (brands stored before slugs existed). */
export async function fillMissingBrandSlugs(tx: Tx): Promise<number> {
  const brands = await queryRows<{ id: string; name: string | null; key: string | null }>(
    tx,
    sql`select m.id, m.erp_key as key,
          (select t.name from manufacturer_translation t where t.manufacturer_id = m.id
           order by t.language_id limit 1) as name
        from manufacturer m where m.slug is null order by m.erp_key, m.id`,
  );
  const assigned = await assignBrandSlugs(
    tx,
    brands.map((brand) => ({ id: brand.id, name: brand.name ?? '', key: brand.key ?? brand.id })),
  );
  return assigned.length;
}

/**
 * Brands by the ERP's code: new ones are added; a new name, website, description or logo is taken
 * over, except the texts and the logo the staff wrote or chose in the back-office (decision 0062).
 * `logos` holds the media ids of the logos the rows name (checked by the caller).
 */
export async function applyErpBrands(
  tx: Tx,
  rows: readonly BrandRow[],
  logos: ReadonlyMap<string, string> = new Map(),
): Promise<{ created: Set<string>; changed: Set<string> }> {
  const languages = await catalogueLanguages(tx);
  const keys = sql.param(rows.map((row) => row.key));
  const written = await queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`insert into manufacturer as m (id, erp_key, link, media_id)
        select gen_random_uuid(), r.key, r.link, r.media_id
        from unnest(${keys}::text[], ${sql.param(rows.map((row) => row.link))}::text[],
          ${sql.param(rows.map((row) => (row.logo ? logos.get(row.logo)! : null)))}::uuid[]) as r(key, link, media_id)
        on conflict (erp_key) do update set link = excluded.link,
          media_id = case when m.logo_by_staff then m.media_id else excluded.media_id end
          where (m.link, m.media_id) is distinct from
            (excluded.link, case when m.logo_by_staff then m.media_id else excluded.media_id end)
        returning m.id, xmax = 0 as inserted`,
  );
  const idOf = new Map(
    (
      await queryRows<{ id: string; key: string }>(
        tx,
        sql`select id, erp_key as key from manufacturer where erp_key = any(${keys}::text[])`,
      )
    ).map((row) => [row.key, row.id]),
  );
  const texts = rows.flatMap((row) =>
    languages.map((language) => ({
      id: idOf.get(row.key)!,
      languageId: language.id,
      name: row.name,
      description: row.descriptions ? textIn(row.descriptions, language) : null,
    })),
  );
  const translated = await queryRows<{ manufacturer_id: string }>(
    tx,
    sql`insert into manufacturer_translation as t (manufacturer_id, language_id, name, description)
        select * from unnest(${sql.param(texts.map((text) => text.id))}::uuid[], ${sql.param(texts.map((text) => text.languageId))}::uuid[],
          ${sql.param(texts.map((text) => text.name))}::text[], ${sql.param(texts.map((text) => text.description))}::text[])
        on conflict (manufacturer_id, language_id) do update set name = excluded.name, description = excluded.description
          where not t.texts_by_staff and (t.name, t.description) is distinct from (excluded.name, excluded.description)
        returning t.manufacturer_id`,
  );
  const reslugged = await assignBrandSlugs(
    tx,
    rows.map((row) => ({ id: idOf.get(row.key)!, name: row.name, key: row.key })),
  );
  const created = new Set(written.filter((row) => row.inserted).map((row) => row.id));
  const changed = new Set(
    [...written.map((row) => row.id), ...translated.map((row) => row.manufacturer_id), ...reslugged].filter(
      (id) => !created.has(id),
    ),
  );
  return { created, changed };
}
