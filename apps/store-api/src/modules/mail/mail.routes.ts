import { outboxResponse } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { desc } from 'drizzle-orm';
import { anyone } from '../../platform/access.ts';
import { isLocalRequest } from '../../platform/local-request.ts';
import { notFound } from '../../platform/problem.ts';
import type { StoreApi } from '../../platform/types.ts';
import { mailMessage } from './mail.tables.ts';

/**
 * The latest mails of the outbox, for the storefront's development page. The mails hold password
 * links, so only with development aids on (never in production), while mails are not sent (no
 * SMTP_URL), and only to a request from this machine itself.
 */
export const mailRoutes = (devAids: boolean) => async (app: StoreApi) => {
  app.get(
    '/_dev/mails',
    {
      config: { access: anyone },
      schema: {
        tags: ['Development'],
        summary:
          'The 50 latest mails of the outbox; only outside production, without SMTP_URL, to a request from the machine itself.',
        response: { 200: outboxResponse },
      },
    },
    async (request) => {
      if (!devAids || !app.ports.mailer.outboxOnly || !isLocalRequest(request)) {
        throw notFound(errorCodes.notFound, 'The outbox is not shown here.');
      }
      const rows = await app.db.select().from(mailMessage).orderBy(desc(mailMessage.createdAt)).limit(50);
      return {
        data: rows.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          template: row.template,
          locale: row.locale,
          subject: row.subject,
          text: row.text,
          html: row.html,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
