import pino, { type LoggerOptions } from 'pino';

/**
 * The options of a server's JSON log (pino): one object per line with its ISO time, level name and
 * service. What errors drag along from the database (a failed statement's values, its parameters) is
 * removed: the log holds ids, never personal data or secrets.
 */
export function logOptions(service: 'store-api' | 'storefront', level: string): LoggerOptions {
  return {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ['err.detail', 'err.where', 'err.parameters', 'err.query', 'err.params'], remove: true },
  };
}

/** Every request is logged from `info` on; a production start logs them, any other start only warnings. */
export const defaultLogLevel = (production: boolean) => (production ? 'info' : 'warn');

export { pino };
