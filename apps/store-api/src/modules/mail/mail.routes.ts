import { outboxResponse } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { desc } from 'drizzle-orm';
import { anyone } from '../../http/access.ts';
import { notFound } from '../../http/problem.ts';
import type { StoreApi } from '../../http/types.ts';
import { mailMessage } from './mail.tables.ts';

/**
 * The latest mails of the outbox, for the storefront's development page. Only while mails are not
 * sent (no SMTP_URL) and not in production: the mails hold password links.
 */
export async function mailRoutes(app: StoreApi) {
  app.get(
    '/_dev/mails',
    {
      config: { access: anyone },
      schema: {
        tags: ['Development'],
        summary: 'The 50 latest mails of the outbox; only without SMTP_URL and outside production.',
        response: { 200: outboxResponse },
      },
    },
    async () => {
      if (!app.mailer.outboxOnly || process.env.NODE_ENV === 'production') {
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
}
