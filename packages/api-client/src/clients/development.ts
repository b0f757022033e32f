import type { z } from 'zod';
import { outboxResponse } from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

export type OutboxMail = z.infer<typeof outboxResponse>['data'][number];

/** Aids of a development install. */
export function developmentCalls({ call }: Transport) {
  return {
    /** The outbox of a development install (no SMTP): 404 elsewhere. */
    outbox: () => call(outboxResponse, 'GET', '/_dev/mails'),
  };
}
