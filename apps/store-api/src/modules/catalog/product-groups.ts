import { randomUUID } from 'node:crypto';
import type { ErpTexts } from '@tradeshop/api-client/contracts';
import { slugify } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { catalogueLanguages, textIn } from './erp-texts.ts';

/** A product group of a supplier's catalogue: its key, its parent's key (null at the top) and its names. */
export interface ProductGroupSent {
  key: string;
  parent: string | null;
  names: ErpTexts;
  position: number;
}

interface Placed {
  id: string;
  path: string;
  level: number;
}

/**
 * Makes the groups the shop does not have categories of the main navigation, with the groups' keys
 * as their ERP keys: each below its parent group, a group at the top of the catalogue's tree below
 * the category `underKey`. A group the shop has keeps its place, names and page, as staff set them.
 * Each new category's page is its parent's path and its name, in every language and sales channel.
 * Answers the keys of the groups made, or what keeps it from making them.
 */
export async function createMissingProductGroups(
  tx: Tx,
  groups: readonly ProductGroupSent[],
  underKey: string,
): Promise<{ created: string[] } | { problem: string }> {
  const stored = await queryRows<Placed & { key: string }>(
    tx,
    sql`select erp_key as key, id, path, level from category
        where erp_key = any(${sql.param([underKey, ...groups.map((group) => group.key)])}::text[])`,
  );
  const placed = new Map(stored.map(({ key, ...category }) => [key, category as Placed]));
  if (!placed.has(underKey))
    return { problem: `The shop has no category ${underKey} to put new groups under.` };
  const sent = new Map(groups.map((group) => [group.key, group]));
  const missing = groups.filter((group) => !placed.has(group.key));
  for (const group of missing) {
    if (group.parent !== null && !sent.has(group.parent) && !placed.has(group.parent)) {
      return {
        problem: `Group ${group.key}: its parent ${group.parent} is no group of the file or the shop.`,
      };
    }
  }
  const languages = await catalogueLanguages(tx);
  const created: string[] = [];
  // Parents first: each round places the groups whose parent is placed; a round that places none
  // leaves groups that are each other's ancestors.
  let waiting = missing;
  while (waiting.length > 0) {
    const ready = waiting.filter((group) => placed.has(group.parent ?? underKey));
    if (ready.length === 0) {
      return { problem: `Groups ${waiting.map((group) => group.key).join(', ')} are each other's parents.` };
    }
    for (const group of ready) {
      const parent = placed.get(group.parent ?? underKey)!;
      const category = {
        id: randomUUID(),
        path: `${parent.path || '|'}${parent.id}|`,
        level: parent.level + 1,
      };
      await insertCategory(tx, group, category, parent.id, languages);
      placed.set(group.key, category);
      created.push(group.key);
    }
    waiting = waiting.filter((group) => !placed.has(group.key));
  }
  return { created };
}

async function insertCategory(
  tx: Tx,
  group: ProductGroupSent,
  category: Placed,
  parentId: string,
  languages: Awaited<ReturnType<typeof catalogueLanguages>>,
) {
  await tx.execute(sql`insert into category (id, parent_id, path, level, position, type, erp_key)
    values (${category.id}, ${parentId}, ${category.path}, ${category.level}, ${group.position}, 'page', ${group.key})`);
  await tx.execute(sql`update category set child_count = child_count + 1 where id = ${parentId}`);
  for (const language of languages) {
    const name = textIn(group.names, language);
    await tx.execute(sql`insert into category_translation (category_id, language_id, name, meta_title)
      values (${category.id}, ${language.id}, ${name}, ${name})`);
    // Below each of the parent's pages, in every sales channel: its path and the name's slug, with a
    // number where another page holds that path already.
    const pages = await queryRows<{ channel: string; path: string }>(
      tx,
      sql`select sales_channel_id as channel, seo_path_info as path from seo_url
          where foreign_key = ${parentId} and language_id = ${language.id}
            and route_name = 'frontend.navigation.page' and is_canonical`,
    );
    for (const page of pages) {
      const base = `${page.path}/${slugify(name) || slugify(group.key)}`;
      const taken = new Set(
        (
          await queryRows<{ path: string }>(
            tx,
            sql`select seo_path_info as path from seo_url
                where sales_channel_id = ${page.channel} and language_id = ${language.id}
                  and (seo_path_info = ${base} or seo_path_info like ${`${base}-%`})`,
          )
        ).map((row) => row.path),
      );
      let path = base;
      for (let number = 2; taken.has(path); number++) path = `${base}-${number}`;
      await tx.execute(sql`insert into seo_url (id, sales_channel_id, language_id, foreign_key, route_name, path_info,
          seo_path_info, is_canonical)
        values (${randomUUID()}, ${page.channel}, ${language.id}, ${category.id}, 'frontend.navigation.page',
          ${`/navigation/${category.id}`}, ${path}, true)`);
    }
  }
}
