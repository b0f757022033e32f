import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../platform/ports.ts';
import { mailMessage } from './mail.tables.ts';

export interface MailSettings {
  /** smtp://user:password@host:port; without it mails stay in the outbox. */
  smtpUrl?: string | undefined;
  /** Where a copy of every mail is written as HTML when there is no SMTP server. */
  outboxDir: string;
  from: string;
}

/** Keeps every mail in the database and delivers it over SMTP, or into the outbox folder without SMTP. */
export function createMailer(settings: MailSettings): Mailer {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  return {
    outboxOnly: !transport,
    async send(tx, mail) {
      const id = randomUUID();
      await tx.insert(mailMessage).values({
        id,
        recipient: mail.to,
        template: mail.template,
        locale: mail.locale,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      try {
        if (transport) {
          await transport.sendMail({
            from: settings.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        } else {
          await mkdir(settings.outboxDir, { recursive: true });
          await writeFile(join(settings.outboxDir, `${id}.html`), mail.html);
        }
        await tx.update(mailMessage).set({ sentAt: sql`now()` }).where(eq(mailMessage.id, id));
      } catch (error) {
        // The record stays unsent with its failure, for a later retry; the caller's action stands.
        await tx
          .update(mailMessage)
          .set({ failure: error instanceof Error ? error.message : String(error) })
          .where(eq(mailMessage.id, id));
      }
      return id;
    },
  };
}
