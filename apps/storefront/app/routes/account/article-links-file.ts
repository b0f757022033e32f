import { requireCustomer } from '../../lib/account.server';
import { csvDownload } from '../../lib/download.server';
import { translator } from '../../lib/i18n';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/article-links-file';

/**
 * `/account/articlelinks/export` (`?search=` as on the list) and `/account/articlelinks/template`:
 * the company's links, or an empty import file, as CSV downloads in the page's language.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const template = url.pathname.endsWith('/template');
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const csv = await (template ? client.articleLinksTemplate() : client.exportArticleLinks(search)).catch(
    throwAsRouteError,
  );
  const fileName = template ? t('articleLinks.templateFileName') : t('articleLinks.exportFileName');
  return csvDownload(csv, fileName);
}
