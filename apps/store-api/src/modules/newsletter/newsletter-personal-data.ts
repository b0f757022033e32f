import type { PersonalData } from '@tradeshop/api-client/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { newsletterSubscription } from './newsletter.tables.ts';

/** The user's newsletter subscription as its record of consent holds it, or null: the module's part of their personal data. */
export async function newsletterSubscriptionOf(
  tx: Tx,
  customerId: string,
): Promise<PersonalData['newsletter']> {
  const [row] = await tx
    .select()
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.customerId, customerId));
  return row
    ? {
        language: row.language,
        topics: row.topics,
        status: row.status,
        requestedAt: row.requestedAt.toISOString(),
        confirmedAt: row.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
      }
    : null;
}

/**
 * Deletes the subscription of a user being erased, its links with it: no newsletter reaches them
 * again, and the record of their consent goes with the person. Answers whether there was one.
 */
export async function removeNewsletterSubscription(tx: Tx, customerId: string): Promise<boolean> {
  const removed = await tx
    .delete(newsletterSubscription)
    .where(eq(newsletterSubscription.customerId, customerId))
    .returning({ id: newsletterSubscription.id });
  return removed.length > 0;
}
