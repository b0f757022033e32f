import { newsletterSendRequest, newsletterSendResponse } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { anyone } from '../../platform/access.ts';
import { isLocalRequest } from '../../platform/local-request.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { sendNewsletter } from './newsletter.service.ts';

/**
 * Sends a newsletter as the integration API does, so that a development install (and its end-to-end
 * tests) can follow the unsubscribe link of a newsletter mail without an integration client. Like the
 * outbox of mails: only with development aids on (never in production), while mails are not sent (no
 * SMTP_URL), and only to a request from this machine itself.
 */
export const newsletterDevRoutes = (devAids: boolean) => async (app: StoreApi) => {
  app.post(
    '/_dev/newsletters',
    {
      config: { access: anyone },
      schema: {
        tags: ['Development'],
        summary:
          'Sends a newsletter on one `topic` to its active subscribers through the outbox, as `POST /integration-api/newsletters` does; only outside production, without SMTP_URL, to a request from the machine itself.',
        body: newsletterSendRequest,
        response: { 200: newsletterSendResponse },
      },
    },
    async (request) => {
      if (!devAids || !app.ports.mailer.outboxOnly || !isLocalRequest(request)) {
        throw notFound(errorCodes.notFound, 'Newsletters are not sent here.');
      }
      return {
        data: await app.db.transaction((tx) => sendNewsletter(tx, app.ports.mailer, request.body)),
      };
    },
  );
};
