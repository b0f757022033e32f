import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/index.ts';
import { newsletterSubscription } from '../db/schema.ts';
import { demoUuid } from './ids.ts';

/**
 * The demo buyer's confirmed newsletter subscription, so that the newsletter screens show one. A
 * shop seeded before them gets it once; true when it was added.
 */
export async function insertDemoNewsletters(tx: Tx): Promise<boolean> {
  const customerId = demoUuid('customer', 'demo.buyer');
  const [domain] = await queryRows<{ url: string; subscribed: boolean }>(
    tx,
    sql`select d.url, exists (select 1 from newsletter_subscription) as subscribed
        from sales_channel_domain d join language l on l.id = d.language_id
        where l.locale_code = 'nl-NL' and exists (select 1 from customer where id = ${customerId})`,
  );
  if (!domain || domain.subscribed) return false;
  await tx.insert(newsletterSubscription).values({
    id: demoUuid('newsletter-subscription', 'demo.buyer'),
    customerId,
    companyId: demoUuid('company', 'demo'),
    language: 'nl',
    topics: ['promotions', 'technical-information'],
    status: 'active',
    storefrontUrl: domain.url.replace(/\/+$/, ''),
    requestedBy: customerId,
    confirmedAt: sql`now()`,
  });
  return true;
}
