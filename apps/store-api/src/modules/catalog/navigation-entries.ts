import { randomUUID } from 'node:crypto';
import type { AdminNavigationEntry, NavigationLink } from '@tradeshop/api-client/contracts';
import { errorCodes, type MediaAltLanguage, mediaAltLanguages } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { altLanguageIds } from './media-library.ts';

/**
 * The entries of a navigation below its root category (the footer's, the service navigation's), as
 * the back-office edits them. An entry the editor adds is a category of type `link`: to a content
 * page (`landing_page`, the page's id), a category (`category`) or an address (`external`).
 */

type Labels = Record<MediaAltLanguage, string>;

function linkOf(row: {
  type: string;
  link_type: string | null;
  external_link: string | null;
  internal_link: string | null;
}): NavigationLink | null {
  if (row.type !== 'link') return null;
  if (row.link_type === 'landing_page' && row.internal_link)
    return { kind: 'content-page', contentPageId: row.internal_link };
  if (row.link_type === 'category' && row.internal_link)
    return { kind: 'category', categoryId: row.internal_link };
  if (row.link_type === 'external' && row.external_link) return { kind: 'url', url: row.external_link };
  return null;
}

/** The root's entries in their order, with their labels in the back-office's languages. */
export async function navigationEntries(tx: Tx, rootId: string): Promise<AdminNavigationEntry[]> {
  const languages = await altLanguageIds(tx);
  const rows = await queryRows<{
    id: string;
    type: string;
    link_type: string | null;
    external_link: string | null;
    internal_link: string | null;
    child_count: number;
    names: Record<string, string> | null;
  }>(
    tx,
    sql`select c.id, c.type, c.link_type, c.external_link, c.internal_link, c.child_count,
          (select jsonb_object_agg(l.code, t.name) from category_translation t
             join unnest(${sql.param([...languages.values()])}::uuid[], ${sql.param([...languages.keys()])}::text[]) as l(id, code)
               on l.id = t.language_id
           where t.category_id = c.id) as names
        from category c where c.parent_id = ${rootId} order by c.position, c.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    labels: Object.fromEntries(
      mediaAltLanguages.map((language) => [language, row.names?.[language] ?? '']),
    ) as Labels,
    type: row.type as AdminNavigationEntry['type'],
    link: linkOf(row),
    children: row.child_count,
  }));
}

/** The link's columns; a content page or category it names must exist. */
async function linkColumns(
  tx: Tx,
  link: NavigationLink,
  contentPageExists: (id: string) => Promise<boolean>,
) {
  if (link.kind === 'url') return { linkType: 'external', externalLink: link.url, internalLink: null };
  if (link.kind === 'category') {
    const [found] = await queryRows<{ id: string }>(
      tx,
      sql`select id from category where id = ${link.categoryId}`,
    );
    if (!found) unknownTarget('categoryId');
    return { linkType: 'category', externalLink: null, internalLink: link.categoryId };
  }
  if (!(await contentPageExists(link.contentPageId))) unknownTarget('contentPageId');
  return { linkType: 'landing_page', externalLink: null, internalLink: link.contentPageId };
}

function unknownTarget(field: string): never {
  throw new ApiProblem(
    422,
    errorCodes.adminNavigationTargetUnknown,
    'The entry leads to nothing the shop has.',
    {},
    [{ propertyPath: `body/link/${field}`, type: 'unknown', title: 'Unknown' }],
  );
}

/** Adds a link entry at the end of the root's entries; answers its id. */
export async function addNavigationEntry(
  tx: Tx,
  rootId: string,
  entry: { labels: Labels; link: NavigationLink },
  contentPageExists: (id: string) => Promise<boolean>,
): Promise<string> {
  const [root] = await queryRows<{ path: string; level: number }>(
    tx,
    sql`select path, level from category where id = ${rootId} for update`,
  );
  if (!root) throw notFound(errorCodes.adminNavigationEntryNotFound, 'The navigation has no root category.');
  const link = await linkColumns(tx, entry.link, contentPageExists);
  const id = randomUUID();
  await tx.execute(sql`insert into category (id, parent_id, path, level, position, type, link_type, external_link,
      internal_link, link_new_tab, active, visible, child_count)
    values (${id}, ${rootId}, ${`${root.path || '|'}${rootId}|`}, ${root.level + 1},
      (select coalesce(max(position) + 1, 0) from category where parent_id = ${rootId}), 'link', ${link.linkType},
      ${link.externalLink}, ${link.internalLink}, ${entry.link.kind === 'url' && /^https?:/.test(entry.link.url)}, true, true, 0)`);
  const languages = await altLanguageIds(tx);
  for (const language of mediaAltLanguages) {
    const languageId = languages.get(language);
    if (languageId)
      await tx.execute(sql`insert into category_translation (category_id, language_id, name)
        values (${id}, ${languageId}, ${entry.labels[language]})`);
  }
  await tx.execute(sql`update category set child_count = child_count + 1 where id = ${rootId}`);
  return id;
}

/** Puts the root's entries in the order of `ids`, which must name each of them once. */
export async function reorderNavigationEntries(
  tx: Tx,
  rootId: string,
  ids: readonly string[],
): Promise<void> {
  const current = await queryRows<{ id: string }>(
    tx,
    sql`select id from category where parent_id = ${rootId} for update`,
  );
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw new ApiProblem(
      409,
      errorCodes.adminNavigationOrderStale,
      'The order must name every entry of the navigation once.',
      {
        entries: known.size,
      },
    );
  await tx.execute(sql`update category c set position = r.position
    from unnest(${sql.param([...ids])}::uuid[]) with ordinality as r(id, position) where c.id = r.id`);
}

/** Removes an entry of the root; one with entries of its own is refused (they would be lost). */
export async function removeNavigationEntry(tx: Tx, rootId: string, id: string): Promise<void> {
  const [entry] = await queryRows<{ child_count: number }>(
    tx,
    sql`select child_count from category where id = ${id} and parent_id = ${rootId}`,
  );
  if (!entry)
    throw notFound(errorCodes.adminNavigationEntryNotFound, 'No such entry in this navigation.', { id });
  if (entry.child_count > 0)
    throw new ApiProblem(
      409,
      errorCodes.adminNavigationEntryHasEntries,
      'The entry holds entries of its own.',
      { id },
    );
  await tx.execute(sql`delete from category where id = ${id}`);
  await tx.execute(sql`update category set child_count = greatest(child_count - 1, 0) where id = ${rootId}`);
}

/** The categories an entry may lead to: the main navigation's first two levels, by Dutch name. */
export async function navigationCategoryChoices(
  tx: Tx,
  mainRootId: string | null,
): Promise<{ id: string; name: string }[]> {
  if (!mainRootId) return [];
  const dutch = (await altLanguageIds(tx)).get('nl') ?? null;
  return queryRows(
    tx,
    sql`select c.id, coalesce(t.name, c.id::text) as name from category c
        left join category_translation t on t.category_id = c.id and t.language_id = ${dutch}
        where c.path like ${`%|${mainRootId}|%`} and c.level <= (select level + 2 from category where id = ${mainRootId})
          and c.type <> 'link' and c.active
        order by c.path, c.position`,
  );
}
