import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { outboxDeliveryFailures } from '../../platform/metrics.ts';
import { outboxBacklog } from '../../platform/outbox-backlog.ts';
import type { Mailer } from '../../platform/ports.ts';
import { mailMessage } from './mail.tables.ts';

export interface MailSettings {
  /** smtp://user:password@host:port; without it mails stay in the outbox. */
  smtpUrl?: string | undefined;
  /** Where a copy of every mail is written as HTML when there is no SMTP server. */
  outboxDir: string;
  from: string;
  /** Where the service team reads the messages of the shop's forms (MAIL_SERVICE_TO); `from`'s address without it. */
  serviceAddress?: string | undefined;
}

/** The mailbox of an address written `Name <box@host>` or `box@host`. */
export const mailboxOf = (address: string) => /<([^>]+)>/.exec(address)?.[1] ?? address.trim();

/** Wakes the dispatchers of every process when a mail is due (NOTIFY, delivered at commit). */
export const outboxChannel = 'mail_outbox';

interface OutboxMail {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attempts: number;
}

/** The built-in mailer: every mail a row of the outbox, delivered after its transaction commits. */
export interface OutboxMailer extends Mailer {
  /** Delivers one mail over SMTP, or into the outbox folder without SMTP. */
  deliver(mail: OutboxMail): Promise<void>;
}

/**
 * Keeps every mail in the database, in the transaction of what caused it: a mail goes out only
 * when that commits, and never gets lost when the process stops. The outbox dispatcher delivers it.
 */
export function createMailer(settings: MailSettings): OutboxMailer {
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
        headers: mail.headers ?? {},
      });
      // Delivered to the dispatchers of every process when the transaction commits.
      await tx.execute(sql`select pg_notify(${outboxChannel}, '')`);
      return id;
    },
    async deliver(mail) {
      if (transport) {
        await transport.sendMail({
          from: settings.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      } else {
        await mkdir(settings.outboxDir, { recursive: true });
        await writeFile(join(settings.outboxDir, `${mail.id}.html`), mail.html);
      }
    },
  };
}

/** A failed delivery is tried again after 1, 5, 15 and 60 minutes, then every 4 hours, 8 times in all. */
const retryMinutes = [1, 5, 15, 60, 240, 240, 240];
export const maxAttempts = retryMinutes.length + 1;
/** A claim lapses after this long: a process that stopped while delivering leaves the mail to another. */
const claimSeconds = 120;
const pollMillis = 15_000;
const batch = 20;

/**
 * Delivers the outbox, in every Store API process: a mail is claimed by one process at a time
 * (`for update skip locked`, with a claim that lapses), so that no two processes send it twice and
 * a process that stops leaves its mails to the others. Woken by each new mail's notification and
 * every 15 seconds for retries.
 */
export async function startOutboxDispatcher(
  database: Database,
  deliver: (mail: OutboxMail) => Promise<void>,
): Promise<DispatchLoop> {
  const claim = () =>
    queryRows<OutboxMail>(
      database.db,
      sql`update mail_message set attempts = attempts + 1,
            claimed_until = now() + make_interval(secs => ${claimSeconds})
          where id in (
            select id from mail_message
            where sent_at is null and attempts < ${maxAttempts} and next_attempt_at <= now()
              and (claimed_until is null or claimed_until < now())
            order by created_at limit ${batch} for update skip locked)
          returning id, recipient, subject, text, html, headers, attempts`,
    );

  const deliverClaimed = async (mail: OutboxMail) => {
    try {
      await deliver(mail);
      await database.db.execute(
        sql`update mail_message set sent_at = now(), failure = null, claimed_until = null where id = ${mail.id}`,
      );
    } catch (error) {
      outboxDeliveryFailures.inc({ outbox: getTableName(mailMessage) });
      const wait = retryMinutes[Math.min(mail.attempts, retryMinutes.length) - 1] ?? 240;
      await database.db.execute(
        sql`update mail_message set failure = ${error instanceof Error ? error.message : String(error)},
            claimed_until = null, next_attempt_at = now() + make_interval(mins => ${wait})
            where id = ${mail.id}`,
      );
    }
  };

  const loop = startDispatchLoop(
    'Mail outbox',
    async (stopped) => {
      for (let claimed = await claim(); claimed.length > 0 && !stopped(); claimed = await claim()) {
        await Promise.all(claimed.map(deliverClaimed));
      }
    },
    pollMillis,
  );
  const stopListening = await database.listen(outboxChannel, () => void loop.dispatch());
  return {
    dispatch: loop.dispatch,
    async stop() {
      await stopListening();
      await loop.stop();
    },
  };
}

/** The mails not sent yet (those given up on after their last attempt too), for the metrics and the health page. */
export const mailOutboxBacklog = (tx: Tx) => outboxBacklog(tx, getTableName(mailMessage), 'sent_at');
