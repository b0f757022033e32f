import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/** The content pages a navigation entry may lead to: id, key and Dutch title (else any), by key. */
export async function contentPageChoices(
  tx: Tx,
  dutchLanguageId: string | null,
): Promise<{ id: string; key: string; title: string }[]> {
  return queryRows(
    tx,
    sql`select p.id, p.key, coalesce(nl.title, (select title from content_page_translation t
          where t.content_page_id = p.id order by t.language_id limit 1), p.key) as title
        from content_page p
        left join content_page_translation nl on nl.content_page_id = p.id and nl.language_id = ${dutchLanguageId}
        where p.active order by p.key`,
  );
}
