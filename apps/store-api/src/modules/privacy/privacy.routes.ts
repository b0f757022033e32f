import {
  adminReasonRequest,
  id,
  personalDataErasureResponse,
  personalDataResponse,
} from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loggedIn, requireCustomer } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { type AuditActor, customerActorOf } from '../audit/index.ts';
import { erasePerson, exportPersonalData, personalDataOf } from './privacy.service.ts';

/** The logged-in user's own personal data (Store API). */
export async function privacyRoutes(app: StoreApi) {
  app.get(
    '/account/personal-data',
    {
      config: { access: loggedIn },
      schema: {
        tags: ['Account'],
        summary:
          'Everything the shop holds about the logged-in user, one JSON document: account, addresses they made, order lists, orders they placed with their lines, newsletter subscription, contact messages, offer requests, mails and the audit entries about and by them. Their own data only.',
        response: { 200: personalDataResponse },
      },
    },
    // A staff member logged in as the user leaves a trace, as the back-office's export does; the
    // user's own download is theirs alone.
    async (request) => {
      const { ctx } = request;
      const userId = requireCustomer(ctx).id;
      return {
        data: ctx.actingStaff
          ? await exportPersonalData(ctx.tx, customerActorOf(ctx), userId)
          : await personalDataOf(ctx.tx, userId),
      };
    },
  );
}

/**
 * The back-office's export and erasure of a shop user's personal data (Admin API). `actorOf` names
 * the signed-in staff member (the staff module's, which app.ts hands in).
 */
export const registerPrivacyAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/customer-user/:id/personal-data`,
      {
        config: { staffRule: 'users.privacy' },
        schema: {
          tags: ['Companies'],
          summary:
            'Everything the shop holds about a shop user (deleted ones too), one JSON document, as the user downloads it from their profile. The export is recorded in the audit log.',
          params: z.object({ id }),
          response: { 200: personalDataResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          exportPersonalData(tx, actorOf(request), request.params.id),
        ),
      }),
    );

    guarded.post(
      `${prefix}/customer-user/:id/erase`,
      {
        config: { staffRule: 'users.privacy' },
        schema: {
          tags: ['Companies'],
          summary:
            'Erases a shop user, all or nothing: name, username, e-mail address and phone numbers made anonymous, deleted and logged out for good, their private order lists, newsletter subscription and mails removed, their contact messages, offer requests, remarks and audit entries without their data; their orders stay with lines and amounts. Takes a reason (3 to 500 characters) that must not name the person, recorded in the audit log. Refused (409) for a person erased already and for the company’s last active lead buyer.',
          params: z.object({ id }),
          body: adminReasonRequest,
          response: { 200: personalDataErasureResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          erasePerson(tx, actorOf(request), request.params.id, request.body.reason),
        ),
      }),
    );
  };
