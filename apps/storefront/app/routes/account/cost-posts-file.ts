import { requireCustomer } from '../../lib/account.server';
import { csvDownload } from '../../lib/download.server';
import { translator } from '../../lib/i18n';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cost-posts-file';

/**
 * `/account/costposts/export` and `/account/costposts/template`: the company's cost posts, or an
 * empty import file, as CSV downloads in the page's language.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const template = url.pathname.endsWith('/template');
  const csv = await (template ? client.costPostsTemplate() : client.exportCostPosts()).catch(
    throwAsRouteError,
  );
  return csvDownload(csv, t(template ? 'costPosts.templateFileName' : 'costPosts.exportFileName'));
}
