import type { FeatureRow } from '@tradeshop/api-client/contracts';
import { type FeatureType, logicalFeatureValues } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { catalogueLanguages, textIn } from './erp-texts.ts';

/**
 * The catalogue side of the ERP's feature import: characteristics (property groups) by the ERP's
 * key, with their names and units per language, and their values (options): an alphanumeric
 * feature's as sent, a logical one's `true` and `false` named in every language. Values once sent are
 * kept, as articles may still name them.
 */
export async function applyErpFeatures(
  tx: Tx,
  rows: readonly FeatureRow[],
): Promise<{ created: Set<string>; changed: Set<string>; changedOptions: string[] }> {
  if (rows.length === 0) return { created: new Set(), changed: new Set(), changedOptions: [] };
  const languages = await catalogueLanguages(tx);
  const keys = rows.map((row) => row.key);
  const written = await queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`insert into property_group as g (id, erp_key, position, filterable, feature_type, unit_code)
        select gen_random_uuid(), r.key, r.position, r.filterable, r.feature_type, r.unit_code
        from unnest(${sql.param(keys)}::text[], ${sql.param(rows.map((row) => row.position))}::int[],
          ${sql.param(rows.map((row) => row.filterable))}::boolean[], ${sql.param(rows.map((row) => row.type))}::text[],
          ${sql.param(rows.map((row) => row.unit?.code ?? null))}::text[]) as r(key, position, filterable, feature_type, unit_code)
        on conflict (erp_key) do update set position = excluded.position, filterable = excluded.filterable,
          feature_type = excluded.feature_type, unit_code = excluded.unit_code
          where (g.position, g.filterable, g.feature_type, g.unit_code)
            is distinct from (excluded.position, excluded.filterable, excluded.feature_type, excluded.unit_code)
        returning g.id, xmax = 0 as inserted`,
  );
  const groupOf = new Map(
    (
      await queryRows<{ id: string; key: string }>(
        tx,
        sql`select id, erp_key as key from property_group where erp_key = any(${sql.param(keys)}::text[])`,
      )
    ).map((row) => [row.key, row.id]),
  );
  const names = rows.flatMap((row) =>
    languages.map((language) => ({
      groupId: groupOf.get(row.key)!,
      languageId: language.id,
      name: textIn(row.names, language),
      unit: row.unit ? textIn(row.unit.symbols, language) : null,
    })),
  );
  const renamed = await queryRows<{ property_group_id: string }>(
    tx,
    sql`insert into property_group_translation as t (property_group_id, language_id, name, unit)
        select * from unnest(${sql.param(names.map((entry) => entry.groupId))}::uuid[],
          ${sql.param(names.map((entry) => entry.languageId))}::uuid[], ${sql.param(names.map((entry) => entry.name))}::text[],
          ${sql.param(names.map((entry) => entry.unit))}::text[])
        on conflict (property_group_id, language_id) do update set name = excluded.name, unit = excluded.unit
          where (t.name, t.unit) is distinct from (excluded.name, excluded.unit)
        returning t.property_group_id`,
  );

  const values = rows.flatMap((row) =>
    valuesOf(row.type, row.values).map((value, position) => ({
      groupId: groupOf.get(row.key)!,
      key: value.key,
      names: value.names,
      position,
    })),
  );
  const changedOptions = await writeValues(tx, values, languages);
  const created = new Set(written.filter((row) => row.inserted).map((row) => row.id));
  const changed = new Set(
    [...written.map((row) => row.id), ...renamed.map((row) => row.property_group_id)].filter(
      (id) => !created.has(id),
    ),
  );
  return { created, changed, changedOptions };
}

/** A feature's values as options: those sent, or a logical feature's `true` and `false`. */
function valuesOf(type: FeatureType, sent: FeatureRow['values']): FeatureRow['values'] {
  if (type !== 'logical') return sent;
  return (['true', 'false'] as const).map((key) => ({ key, names: logicalFeatureValues[key] }));
}

/** Adds or renames the values; answers the ids of the options whose names changed. */
async function writeValues(
  tx: Tx,
  values: { groupId: string; key: string; names: FeatureRow['names']; position: number }[],
  languages: Awaited<ReturnType<typeof catalogueLanguages>>,
): Promise<string[]> {
  if (values.length === 0) return [];
  await tx.execute(
    sql`insert into property_group_option as o (id, group_id, position, erp_key)
        select gen_random_uuid(), r.group_id, r.position, r.key
        from unnest(${sql.param(values.map((value) => value.groupId))}::uuid[],
          ${sql.param(values.map((value) => value.position))}::int[],
          ${sql.param(values.map((value) => value.key))}::text[]) as r(group_id, position, key)
        on conflict (group_id, erp_key) do update set position = excluded.position
          where o.position <> excluded.position`,
  );
  const options = await queryRows<{ id: string; group_id: string; erp_key: string }>(
    tx,
    sql`select o.id, o.group_id, o.erp_key from property_group_option o
        join unnest(${sql.param(values.map((value) => value.groupId))}::uuid[],
          ${sql.param(values.map((value) => value.key))}::text[]) as r(group_id, key)
          on o.group_id = r.group_id and o.erp_key = r.key`,
  );
  const optionOf = new Map(options.map((option) => [`${option.group_id}=${option.erp_key}`, option.id]));
  const names = values.flatMap((value) =>
    languages.map((language) => ({
      optionId: optionOf.get(`${value.groupId}=${value.key}`)!,
      languageId: language.id,
      name: textIn(value.names, language),
    })),
  );
  const renamed = await queryRows<{ option_id: string }>(
    tx,
    sql`insert into property_group_option_translation as t (option_id, language_id, name)
        select * from unnest(${sql.param(names.map((entry) => entry.optionId))}::uuid[],
          ${sql.param(names.map((entry) => entry.languageId))}::uuid[], ${sql.param(names.map((entry) => entry.name))}::text[])
        on conflict (option_id, language_id) do update set name = excluded.name
          where t.name is distinct from excluded.name
        returning t.option_id`,
  );
  return [...new Set(renamed.map((row) => row.option_id))];
}

/** The articles that carry one of these values, whose search rows name them. */
export async function articlesWithOptions(tx: Tx, optionIds: readonly string[]): Promise<string[]> {
  if (optionIds.length === 0) return [];
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`select distinct product_id from product_property where option_id = any(${sql.param([...optionIds])}::uuid[])`,
  );
  return rows.map((row) => row.product_id);
}

/** These characteristics (by the ERP's key): their id, how articles give them, a numeric one's unit code. */
export async function featuresByKey(
  tx: Tx,
  keys: readonly string[],
): Promise<Map<string, { id: string; type: FeatureType; unitCode: string | null }>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; id: string; type: FeatureType; unit_code: string | null }>(
    tx,
    sql`select erp_key as key, id, feature_type as type, unit_code from property_group
        where erp_key = any(${sql.param([...new Set(keys)])}::text[])`,
  );
  return new Map(rows.map((row) => [row.key, { id: row.id, type: row.type, unitCode: row.unit_code }]));
}
