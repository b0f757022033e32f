import { defaultLogLevel, logOptions, pino } from '@tradeshop/observability';

/**
 * The storefront's JSON log (LOG_LEVEL; a production start logs every request): one line per request
 * with its id, the route that answered, its status and duration, as the Store API logs its side under
 * the same id. Paths and queries are left out: they may carry tokens and e-mail addresses.
 */
export function storefrontLogger() {
  return pino(
    logOptions('storefront', process.env.LOG_LEVEL || defaultLogLevel(process.env.NODE_ENV === 'production')),
  );
}
