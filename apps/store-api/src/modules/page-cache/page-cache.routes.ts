import { cachedPage, keepPageQuery, pageCacheQuery } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import proxyAddr from 'proxy-addr';
import { anyone } from '../../platform/access.ts';
import { alreadyHeld } from '../../platform/cache.ts';
import { ApiProblem } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';

/** Whether a peer address is one of the proxies the Store API trusts (STORE_API_TRUSTED_PROXIES). */
export function trustedPeerOf(trustProxy: FastifyServerOptions['trustProxy']): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  if (typeof trustProxy === 'string' || Array.isArray(trustProxy)) {
    const trusted = proxyAddr.compile(
      typeof trustProxy === 'string' ? trustProxy.split(',').map((part) => part.trim()) : trustProxy,
    );
    return (address) => trusted(address, 0);
  }
  return () => false;
}

const tags = ['Page cache'];
/** A page of the storefront is a few hundred kilobytes of HTML. */
const pageBodyLimit = 5 * 1024 * 1024;

/**
 * The storefront's shared page cache (docs/decisions/0063): a visitor's page of the current catalogue
 * version, kept by the storefront after rendering it and shared by all its processes through the
 * catalogue cache (Redis or PostgreSQL). A new version purges it.
 */
export const pageCacheRoutes =
  (isTrustedPeer: (address: string) => boolean) =>
  async (app: StoreApi): Promise<void> => {
    app.get(
      '/dexis/page-cache',
      {
        config: { access: anyone },
        schema: {
          tags,
          summary:
            'The storefront page kept under this address for the current catalogue version, with its entity tag (304 when `If-None-Match` names it). 404 `DEXIS__PAGE_CACHE_MISS` when none is kept (`sw-catalog-version` names the version to keep it under), `DEXIS__PAGE_CACHE_OFF` while maintenance mode is on.',
          querystring: pageCacheQuery,
          response: { 200: cachedPage },
        },
      },
      // The answer is the kept text as it is: it was checked against the schema when it was kept.
      async (request, untypedReply) => {
        const reply = untypedReply as FastifyReply;
        if (request.ctx.settings.maintenance.active)
          throw new ApiProblem(404, errorCodes.pageCacheOff, 'Pages are not kept during maintenance.');
        const heldTag = request.headers['if-none-match'];
        const page = await request.ctx.cache.page(request.query.path, heldTag);
        if (page === null)
          throw new ApiProblem(404, errorCodes.pageCacheMiss, 'No page is kept under this address.');
        reply.header('cache-control', 'no-store');
        if (page === 'held' || alreadyHeld(request, page.etag)) {
          if (page !== 'held') reply.header('etag', page.etag);
          return reply.code(304).send();
        }
        reply.header('etag', page.etag);
        return reply.type('application/json; charset=utf-8').send(page.body);
      },
    );

    app.put(
      '/dexis/page-cache',
      {
        config: { access: anyone },
        bodyLimit: pageBodyLimit,
        schema: {
          tags,
          summary:
            'Keeps a visitor’s page the storefront rendered in catalogue version `version` under its address, until the version changes (answering its entity tag). Only from a proxy the Store API trusts (403 otherwise); 409 when the version is no longer the current one.',
          querystring: keepPageQuery,
          body: cachedPage,
        },
      },
      async (request, reply) => {
        if (!isTrustedPeer(request.socket.remoteAddress ?? ''))
          throw new ApiProblem(403, errorCodes.pageCacheRefused, 'Only the storefront keeps pages.');
        const { path, version } = request.query;
        const etag = await request.ctx.cache.keepPage(path, version, JSON.stringify(request.body));
        if (etag === null)
          throw new ApiProblem(409, errorCodes.pageCacheStale, 'The catalogue has changed since.', {
            version: String(request.ctx.cache.version),
          });
        return reply.code(204).header('etag', etag).send();
      },
    );
  };
