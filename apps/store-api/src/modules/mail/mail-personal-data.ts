import type { PersonalData } from '@tradeshop/api-client/contracts';
import { namesPerson, type PersonIdentity } from '@tradeshop/domain';
import { asc, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { mailMessage } from './mail.tables.ts';

const holds = (column: typeof mailMessage.recipient | typeof mailMessage.text, part: string) =>
  sql`strpos(lower(${column}), ${part.toLowerCase()}) > 0`;

/**
 * The mails of the outbox to the person's address or naming them (a greeting, a colleague's
 * notice), oldest first: the database finds those that may, `namesPerson` decides.
 */
async function mailsAbout(tx: Tx, person: PersonIdentity) {
  const rows = await tx
    .select()
    .from(mailMessage)
    .where(
      or(
        holds(mailMessage.recipient, person.email),
        holds(mailMessage.text, person.email),
        holds(mailMessage.text, person.lastName),
        holds(mailMessage.text, person.username),
      ),
    )
    .orderBy(asc(mailMessage.createdAt));
  return rows.filter((mail) =>
    [mail.recipient, mail.subject, mail.text].some((text) => namesPerson(text, person)),
  );
}

/** The mails to the person or about them: the mail module's part of their personal data. */
export async function mailsOf(tx: Tx, person: PersonIdentity): Promise<PersonalData['mails']> {
  return (await mailsAbout(tx, person)).map((mail) => ({
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    recipient: mail.recipient,
    subject: mail.subject,
    text: mail.text,
  }));
}

/**
 * Deletes the mails to the person or about them from the outbox, sent or not: the outbox is the
 * shop's record of what it mailed, not the mails themselves. Answers how many went.
 */
export async function removeMailsAbout(tx: Tx, person: PersonIdentity): Promise<number> {
  const ids = (await mailsAbout(tx, person)).map((mail) => mail.id);
  if (ids.length > 0) await tx.delete(mailMessage).where(inArray(mailMessage.id, ids));
  return ids.length;
}
