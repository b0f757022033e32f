import { robotsTxt } from '../../lib/robots';
import type { Route } from './+types/robots';

/** The rules for search engines, naming the sitemap index on the domain that was asked. */
export function loader({ url }: Route.LoaderArgs) {
  return new Response(robotsTxt(url.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
