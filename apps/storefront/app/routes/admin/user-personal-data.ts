import { data } from 'react-router';
import { requirePermission } from '../../lib/admin/access.server';
import { adminTranslator } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import { jsonDownload } from '../../lib/download.server';
import type { Route } from './+types/user-personal-data';

/** `/admin/users/:id/personal-data`: everything the shop holds about the user, as a JSON download (audited). */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'users.privacy');
  const t = adminTranslator(me.language);
  try {
    const { data: personalData } = await client.customerUserPersonalData(params.id);
    return jsonDownload(personalData, t('user.personalDataFileName', { id: params.id }));
  } catch (error) {
    const refused = refusalOf(error, t, {});
    throw data({ message: refused.message }, { status: refused.status });
  }
}
