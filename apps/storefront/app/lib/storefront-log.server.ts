import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import { defaultLogLevel, logOptions, pino } from '@tradeshop/observability';

/** The request being answered: its id, for what is logged meanwhile, and its Store API calls so far. */
export interface RequestScope {
  requestId: string;
  storeApiCalls: number;
  storeApiMillis: number;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and all it starts) as part of the request `requestId`. */
export const inRequestScope = <T>(requestId: string, work: () => T): T =>
  requestScope.run({ requestId, storeApiCalls: 0, storeApiMillis: 0 }, work);

/** The request being answered, if any. */
export const currentRequest = (): RequestScope | undefined => requestScope.getStore();

/**
 * The `Server-Timing` entry of the Store API calls the request has made so far, as browsers' tools
 * show it (e.g. `store-api;desc="3 calls";dur=12.5`); the tests count the calls of a page by it.
 */
export function storeApiTiming(): string | null {
  const scope = requestScope.getStore();
  if (!scope) return null;
  const calls = `${scope.storeApiCalls} call${scope.storeApiCalls === 1 ? '' : 's'}`;
  return `store-api;desc="${calls}";dur=${scope.storeApiMillis.toFixed(1)}`;
}

/**
 * The storefront's JSON log (LOG_LEVEL; a production start logs every request): one line per request
 * with its id, the route that answered, its status and duration, as the Store API logs its side under
 * the same id. Paths and queries are left out: they may carry tokens and e-mail addresses.
 *
 * The warnings and errors the app and its libraries write with `console` go into the same log, under
 * the id of the request they happened in, so that each is one JSON line a log collector reads whole.
 */
export function storefrontLogger(
  destination: pino.DestinationStream = pino.destination(1),
): pino.Logger<never> {
  const log = pino(
    logOptions('storefront', process.env.LOG_LEVEL || defaultLogLevel(process.env.NODE_ENV === 'production')),
    destination,
  );
  const lineOf =
    (level: 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      log[level](
        { requestId: requestScope.getStore()?.requestId, ...(error ? { err: error } : {}) },
        format(...args),
      );
    };
  console.warn = lineOf('warn');
  console.error = lineOf('error');
  return log;
}
