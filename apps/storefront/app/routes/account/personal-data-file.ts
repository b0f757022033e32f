import { requireCustomer } from '../../lib/account.server';
import { jsonDownload } from '../../lib/download.server';
import { translator } from '../../lib/i18n';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/personal-data-file';

/** `/account/profile/personal-data`: everything the shop holds about the logged-in user, as a JSON download. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const { data } = await client.personalData().catch(throwAsRouteError);
  return jsonDownload(data, translator(language.code)('profile.personalDataFileName'));
}
