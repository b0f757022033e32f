import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import { defaultLogLevel, logOptions, pino } from '@tradeshop/observability';

/** The id of the request being answered, for what is logged while answering it. */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` (and all it starts) as part of the request `requestId`. */
export const inRequestScope = <T>(requestId: string, work: () => T): T => requestScope.run(requestId, work);

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
      log[level]({ requestId: requestScope.getStore(), ...(error ? { err: error } : {}) }, format(...args));
    };
  console.warn = lineOf('warn');
  console.error = lineOf('error');
  return log;
}
