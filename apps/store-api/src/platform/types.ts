import type { StaffPermission } from '@tradeshop/domain';
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

/** Who may call an Admin API route: a member holding the permission, or any signed-in member. */
export type StaffRouteRule = StaffPermission | 'signed-in';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Where catalogue reads go: the read replica of DATABASE_READ_URL, or `db`. */
    readDb: Db;
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
  interface FastifyContextConfig {
    /** An Admin API route's rule: every guarded route states one (the staff module enforces it). */
    staffRule?: StaffRouteRule;
    /**
     * The route only reads the catalogue: its handler's `ctx.tx` is the read replica (which may lag
     * the primary by its delay); the session is still read from the primary.
     */
    readsCatalog?: boolean;
  }
}
