import {
  bearsMetricsToken,
  type ServerMetrics,
  type ServerSummary,
  serverMetrics,
  serverSummaryOf,
} from '@tradeshop/observability';
import { createStaticHandler, type RouteObject } from 'react-router';
import { isDirectLocalRequest } from './local-request';

/** A route of the server build's manifest, as server.mjs hands it over. */
export interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
  caseSensitive?: boolean | undefined;
}

function routeTree(manifest: Record<string, ManifestRoute | undefined>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive ?? false,
            ...(children.length > 0 ? { children } : {}),
          };
    });
}

/** How many paths' routes a process keeps (about 150 bytes each). */
const knownPathsKept = 20_000;

/**
 * The storefront's metrics (docs/decisions/0057): each request under the id of the route that
 * answered it (`….data` for the data of a client-side navigation), `static` for the files of the
 * build, and Node.js's own. Read on `/metrics` from this machine, or with METRICS_TOKEN.
 */
export function storefrontMetrics(manifest: Record<string, ManifestRoute | undefined>, token?: string) {
  const metrics = serverMetrics();
  serving = metrics;
  // A static handler ranks the routes once; `matchRoutes` ranks them again at every call, a few times
  // the cost of matching (a catch-all path: about 1.6 ms against 0.34 ms with 110 routes).
  const router = createStaticHandler(routeTree(manifest));
  // Matching still walks every route of every language (a few hundred): the paths asked most often
  // keep their answer.
  const known = new Map<string, string>();
  /** The route a path goes to: the deepest match's id, or `unmatched`. */
  const routeOf = (pathname: string): string => {
    const kept = known.get(pathname);
    if (kept !== undefined) return kept;
    const data = pathname.endsWith('.data');
    const page = data ? pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/') || '/' : pathname;
    const id = router.match(page)?.at(-1)?.route.id ?? 'unmatched';
    const route = data ? `${id}.data` : id;
    if (known.size >= knownPathsKept) known.clear();
    known.set(pathname, route);
    return route;
  };
  return {
    routeOf,
    observe: (method: string, route: string, status: number, seconds: number) =>
      metrics.observeRequest({ method, route, status, seconds }),
    mayRead: (peerAddress: string | null, headers: Headers) =>
      isDirectLocalRequest(peerAddress, headers) || bearsMetricsToken(headers.get('authorization'), token),
    exposition: metrics.exposition,
    contentType: metrics.contentType,
  };
}

/** The metrics of the server this app runs in (server.mjs made them); none under another server. */
let serving: ServerMetrics | null = null;

/** The storefront's side of the back-office's health page, of all its processes. */
export async function storefrontHealth(): Promise<ServerSummary | null> {
  return serving ? serverSummaryOf(await serving.snapshot()) : null;
}
