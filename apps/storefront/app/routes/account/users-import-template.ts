import { requireCustomer } from '../../lib/account.server';
import { translator } from '../../lib/i18n';
import { storeApiContext } from '../../lib/store-api.server';
import { importTemplateCsv } from '../../lib/user-import';
import type { Route } from './+types/users-import-template';

/** The import template in the page's language, as a download. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { language } = context.get(storeApiContext);
  const fileName = translator(language.code)('userImport.templateFileName');
  return new Response(importTemplateCsv(language), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
