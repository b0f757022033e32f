import type { CmsSection } from '@tradeshop/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import { cmsPage } from './cms.tables.ts';

/** Sets a content page of a language, or removes it with null; every process shows the change at once. */
export async function replaceCmsPage(
  db: Db,
  page: { key: string; languageId: string; sections: CmsSection[] | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cmsPage).where(and(eq(cmsPage.key, page.key), eq(cmsPage.languageId, page.languageId)));
    if (page.sections)
      await tx
        .insert(cmsPage)
        .values({ key: page.key, languageId: page.languageId, sections: page.sections });
    await markCatalogChanged(tx);
  });
}
