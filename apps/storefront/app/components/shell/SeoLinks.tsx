import { useLocation, useMatches } from 'react-router';
import { alternatesOfPath, unprefixedPath } from '../../lib/i18n';
import { hreflangLinks } from '../../lib/route-meta';

/** Whether a route's loader already told its canonical address and language alternates. */
function hasOwnLinks(loaderData: unknown): boolean {
  if (!loaderData || typeof loaderData !== 'object' || !('meta' in loaderData)) return false;
  const meta = (loaderData as { meta: unknown }).meta;
  return Boolean(meta && typeof meta === 'object' && ('canonical' in meta || 'alternates' in meta));
}

/**
 * Canonical and hreflang links for pages that do not compute their own (category, product and home
 * pages do, see metaTags): the path without its query, in each storefront language. Error pages get
 * none.
 */
export function SeoLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  if (matches.some((match) => hasOwnLinks(match.loaderData))) return null;
  // An error page (the page's loader failed, so it has no data) is no page of its own.
  if (matches.at(-1)?.loaderData === undefined) return null;
  const alternates = alternatesOfPath(unprefixedPath(pathname));
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      {hreflangLinks(alternates).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${origin}${href}`} />
      ))}
    </>
  );
}
