import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { customer, orderBudget, orderBudgetApprover } from '../db/schema.ts';
import { demoUuid } from './ids.ts';

/**
 * The demo company's order references: a site with a monthly budget that the approver watches from
 * € 2.500 on, and a maintenance reference without a budget. Added once, when the demo company has
 * none (a shop seeded before them is topped up). True when it added them.
 */
export async function insertDemoOrderReferences(tx: Tx): Promise<boolean> {
  const companyId = demoUuid('company', 'demo');
  const [existing] = await tx
    .select({ id: orderBudget.id })
    .from(orderBudget)
    .where(and(eq(orderBudget.companyId, companyId), eq(orderBudget.kind, 'reference')))
    .limit(1);
  const [lead] = await tx
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.id, demoUuid('customer', 'demo.lead')));
  if (existing || !lead) return false;
  const site = demoUuid('order-reference', 'demo:werf-haven');
  await tx.insert(orderBudget).values([
    {
      id: site,
      kind: 'reference',
      companyId,
      name: 'Werf Antwerpen Haven',
      period: 'monthly',
      startDate: '2026-01-01',
      mode: 'renewable',
      budgetAmount: '10000',
      approveFrom: '2500',
      createdBy: lead.id,
    },
    {
      id: demoUuid('order-reference', 'demo:onderhoud'),
      kind: 'reference',
      companyId,
      name: 'Onderhoud 2026',
      period: 'yearly',
      startDate: '2026-01-01',
      mode: 'renewable',
      budgetAmount: null,
      approveFrom: null,
      createdBy: lead.id,
    },
  ]);
  await tx
    .insert(orderBudgetApprover)
    .values({ budgetId: site, customerId: demoUuid('customer', 'demo.approver') });
  return true;
}
