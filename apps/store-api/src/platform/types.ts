import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/index.ts';
import type { RouteAccessEntry } from './access.ts';
import type { CatalogCache } from './cache.ts';
import type { Ports, RequestContext } from './context.ts';

/** The Fastify instance route plugins get: zod-typed, with the database at hand. */
export type StoreApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The ERP and the mailer this app was built with; every request's context carries them. */
    ports: Ports;
    /** The catalogue cache every request's context carries. */
    catalogCache: CatalogCache;
    /** Every Store API route with the rule of who may call it, for the written rights matrix. */
    routeAccess: readonly RouteAccessEntry[];
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
