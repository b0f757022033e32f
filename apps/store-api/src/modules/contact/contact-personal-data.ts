import type { PersonalData } from '@tradeshop/api-client/contracts';
import { erasedMark, namesPerson, type PersonIdentity, withoutPerson } from '@tradeshop/domain';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { contactMessage } from './contact.tables.ts';

/**
 * The contact messages a user sent: logged in, or from their e-mail address under their name (a
 * colleague sharing the address is not them), oldest first.
 */
async function messagesOf(tx: Tx, customerId: string, person: PersonIdentity) {
  const rows = await tx
    .select()
    .from(contactMessage)
    .where(
      or(
        eq(contactMessage.customerId, customerId),
        sql`lower(${contactMessage.email}) = ${person.email.toLowerCase()}`,
      ),
    )
    .orderBy(asc(contactMessage.createdAt));
  return rows.filter((row) => row.customerId === customerId || namesPerson(row.name, person));
}

/** The contact messages a user sent: the contact module's part of their personal data. */
export async function contactMessagesOf(
  tx: Tx,
  customerId: string,
  person: PersonIdentity,
): Promise<PersonalData['contactMessages']> {
  return (await messagesOf(tx, customerId, person)).map((row) => ({
    reference: row.reference,
    sentAt: row.createdAt.toISOString(),
    name: row.name,
    company: row.company,
    customerNumber: row.customerNumber,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
  }));
}

/**
 * Makes the contact messages a user sent anonymous: their name, e-mail address, phone number and
 * client address go, and their message where it names them. The messages stay in the inbox with
 * their reference, company and handling. Answers how many there were.
 */
export async function anonymiseContactMessages(tx: Tx, customerId: string, person: PersonIdentity) {
  const messages = await messagesOf(tx, customerId, person);
  for (const message of messages)
    await tx
      .update(contactMessage)
      .set({
        name: erasedMark,
        email: erasedMark,
        phone: erasedMark,
        clientAddress: erasedMark,
        message: withoutPerson(message.message, person),
      })
      .where(eq(contactMessage.id, message.id));
  return messages.length;
}
