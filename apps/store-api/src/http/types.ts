import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/index.ts';
import type { RequestContext } from '../modules/context/context.service.ts';
import type { Mailer } from '../modules/mail/index.ts';
import type { RouteAccessEntry } from './access.ts';

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
    mailer: Mailer;
    /** Every Store API route with the rule of who may call it, for the written rights matrix. */
    routeAccess: readonly RouteAccessEntry[];
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
