import {
  adminMailListResponse,
  adminMailQuery,
  adminMailResponse,
  id,
} from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import type { AuditActor } from '../audit/index.ts';
import { outboxMail, outboxMails, resendMail } from './mail-outbox-admin.ts';

const config = { staffRule: 'mails.manage' } as const;
const tags = ['Mails'];

/**
 * The mail outbox in the back-office: what went out, what failed, and sending one again. app.ts
 * hands in the staff module's `staffActorOf`: the staff module uses the account module, which uses
 * this one.
 */
export const registerMailOutboxRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/mail`,
      {
        config,
        schema: {
          tags,
          summary:
            'The mails of the outbox, newest first, 50 a page: by `state` (queued, retrying, sent, failed), part of the `recipient` and period (`since`, `until`), with their attempts and last error.',
          querystring: adminMailQuery,
          response: { 200: adminMailListResponse },
        },
      },
      async (request) => guarded.db.transaction((tx) => outboxMails(tx, request.query)),
    );

    guarded.get(
      `${prefix}/mail/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            'A mail with its body; the body of a mail whose link acts as the recipient (password, invitation, registration or newsletter confirmation) is withheld.',
          params: z.object({ id }),
          response: { 200: adminMailResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) => outboxMail(tx, request.params.id)),
      }),
    );

    guarded.post(
      `${prefix}/mail/:id/resend`,
      {
        config,
        schema: {
          tags,
          summary:
            'Sends a mail again: one not sent yet is due at once, its attempts counted anew; a sent one goes out again as a new mail. Answers the mail that will go out. Recorded in the audit log.',
          params: z.object({ id }),
          response: { 200: adminMailResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          resendMail(tx, guarded.ports.mailer, actorOf(request), request.params.id),
        ),
      }),
    );
  };
