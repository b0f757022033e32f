import { storefrontLocales } from '@tradeshop/domain';
import { catalogueScript, catalogueScriptPath } from '../../lib/i18n';
import type { Route } from './+types/messages';

/**
 * The messages of a language as the script the pages load (`catalogueScriptPath`): kept for good by
 * browsers and proxies under the address of its content; an older address gets today's messages,
 * asked again each time. The server registered every language's messages at its start (i18n.server).
 */
export function loader({ params }: Route.LoaderArgs) {
  const [, code] = /^([a-z]{2}-[A-Z]{2})\.[a-z0-9]+\.js$/.exec(params.file) ?? [];
  const language = storefrontLocales.find((candidate) => candidate.code === code);
  if (!language) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const current = catalogueScriptPath(language.code) === `/messages/${params.file}`;
  return new Response(catalogueScript(language.code), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, no-cache',
    },
  });
}
