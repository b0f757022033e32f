import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/**
 * A content page whose blocks show a picture: its id (an older CMS page's key) and key; `draft`
 * when only its draft (saved or scheduled) names it, not the page the shop shows.
 */
export interface ContentMediaUse {
  kind: 'content-page';
  id: string;
  label: string;
  draft: boolean;
}

/**
 * The content pages (and the older CMS pages) whose blocks or draft name a file of the media library
 * by its address (`/media/<path>`), in a picture, a video or a Markdown text: the media library
 * refuses to delete what they show, and what a draft would show once published.
 */
export async function contentUsesOfMedia(tx: Tx, path: string): Promise<ContentMediaUse[]> {
  const address = `/media/${path}`;
  return queryRows<ContentMediaUse>(
    tx,
    sql`select 'content-page' as kind, id, label, bool_and(draft) as draft from (
          select p.id::text as id, p.key as label, false as draft from content_page p
            join content_page_translation t on t.content_page_id = p.id
            where strpos(t.blocks::text, ${address}) > 0
          union all
          select p.id::text, p.key, true from content_page p
            join content_page_draft d on d.content_page_id = p.id
            where strpos(d.draft::text, ${address}) > 0
          union all
          select s.key, s.key, false from cms_page s where strpos(s.sections::text, ${address}) > 0
        ) uses
        group by id, label
        order by label`,
  );
}
