import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer as it is sent: its JSON text and the entity tag of that text. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * What is the same for every shopper and changes only with the catalogue (navigation, footer, the
 * listing part of category pages), kept per catalogue version. The version lives in the database
 * and every change of the catalogue raises it, so that no process serves what another one knew
 * before the change (modules/cache, docs/decisions/0022).
 */
export interface CatalogCache {
  /** The catalogue version this process knows. */
  readonly version: number;
  /**
   * The answer under `key` for the current version: computed once and shared by every process, or
   * with `shared: false` kept in this process's bounded memory only (for keys without a bound, such
   * as search terms, which must not fill the shared store).
   */
  answer(key: string, load: () => Promise<string>, options?: { shared?: boolean }): Promise<CachedAnswer>;
  /** A value derived from the catalogue for this process, kept until the version changes. */
  value<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The value under `key` of the current version if it is made already, without waiting for it:
   * for a request that can do without a value that takes seconds to make after a change.
   */
  ready<T>(key: string): T | undefined;
  /**
   * Computes the value under `key` now and again as soon as the version changes, so that no
   * request waits for a value that takes long to make (the facet index).
   */
  keepWarm(key: string, load: () => Promise<unknown>): void;
  /** Reads the version now, rather than on the next notification or poll. */
  refresh(): Promise<void>;
  /**
   * The storefront page kept under `key` for the current version (docs/decisions/0063): `held` when
   * its entity tag is `heldTag`, null when no page is kept.
   */
  page(key: string, heldTag?: string): Promise<CachedAnswer | 'held' | null>;
  /** Keeps a page under `key` when `version` is still the current one: its entity tag, else null. */
  keepPage(key: string, version: number, body: string): Promise<string | null>;
}

export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether the client already holds this entity (`If-None-Match`, a list or `*`). */
export function alreadyHeld(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends a catalogue answer from the cache: checked against the route's response schema once, when
 * it is computed, then sent as stored with its entity tag, or 304 when the client holds it.
 * Visitors' answers may be kept by shared caches (they revalidate first); a logged-in session's
 * only by its own client.
 */
export async function sendCached<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: Schema,
  load: () => Promise<z.output<Schema>>,
): Promise<FastifyReply> {
  const answer = await request.ctx.cache.answer(key, async () =>
    JSON.stringify(z.encode(schema, await load())),
  );
  reply.header('etag', answer.etag);
  reply.header('cache-control', `${request.ctx.customer ? 'private' : 'public'}, no-cache`);
  reply.header('vary', 'sw-access-key, sw-language-id, sw-context-token');
  if (alreadyHeld(request, answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
