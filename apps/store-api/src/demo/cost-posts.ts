import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { costPost, customer } from '../db/schema.ts';
import { demoUuid } from './ids.ts';

/** The demo company's general-ledger accounts, as its controller would import them; one no longer used. */
const demoCostPosts = [
  { code: '604000', name: 'Onderhoud machines', active: true },
  { code: '604100', name: 'Onderhoud gebouwen', active: true },
  { code: '611000', name: 'Kantoorbenodigdheden', active: true },
  { code: '615000', name: 'Veiligheid en PBM', active: true },
  { code: '230000', name: 'Investeringen installaties', active: true },
  { code: '609000', name: 'Projecten 2024', active: false },
];

/**
 * Adds the demo company's cost posts once (the lead buyer holds every right, so manages them; the
 * buyer places orders, so chooses them). Does nothing when the demo company is missing or already
 * has cost posts, so that a shop seeded before them is topped up exactly once. True when it added them.
 */
export async function insertDemoCostPosts(tx: Tx): Promise<boolean> {
  const companyId = demoUuid('company', 'demo');
  const [lead] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.id, demoUuid('customer', 'demo.lead')));
  const [existing] = await tx
    .select({ id: costPost.id })
    .from(costPost)
    .where(eq(costPost.companyId, companyId))
    .limit(1);
  if (!lead || existing) return false;
  await tx
    .insert(costPost)
    .values(
      demoCostPosts.map((post) => ({ id: demoUuid('cost-post', `demo:${post.code}`), companyId, ...post })),
    );
  return true;
}
