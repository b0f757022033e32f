import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/** A content page whose blocks show a picture: its id (an older CMS page's key) and key. */
export interface ContentMediaUse {
  kind: 'content-page';
  id: string;
  label: string;
}

/**
 * The content pages (and the older CMS pages) whose blocks name a file of the media library by
 * its address (`/media/<path>`), in a picture, a video or a Markdown text: the media library
 * refuses to delete what they show.
 */
export async function contentUsesOfMedia(tx: Tx, path: string): Promise<ContentMediaUse[]> {
  const address = `/media/${path}`;
  return queryRows<ContentMediaUse>(
    tx,
    sql`select distinct 'content-page' as kind, p.id::text as id, p.key as label from content_page p
          join content_page_translation t on t.content_page_id = p.id
          where strpos(t.blocks::text, ${address}) > 0
        union
        select distinct 'content-page', s.key, s.key from cms_page s where strpos(s.sections::text, ${address}) > 0
        order by 3`,
  );
}
