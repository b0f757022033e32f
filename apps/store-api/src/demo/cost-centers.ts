import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { costCenter, costCenterContact, costCenterContract, customerRight } from '../db/schema.ts';
import { demoUuid } from './ids.ts';

interface DemoCostCenter {
  code: string;
  name: string;
  active: boolean;
  contacts: { identifier: string; name: string; email: string }[];
  contracts: { number: string; description: string; validFrom: string | null; validTo: string | null }[];
}

/** The demo company's cost centres: one with an expired contract, one inactive. */
const demoCostCenters: DemoCostCenter[] = [
  {
    code: 'KP-100',
    name: 'Onderhoud Gent',
    active: true,
    contacts: [
      { identifier: 'EXT-0142', name: 'Pieter De Smet', email: 'pieter.desmet@havenbedrijf.example' },
      { identifier: 'EXT-0177', name: 'Nathalie Claes', email: 'nathalie.claes@havenbedrijf.example' },
    ],
    contracts: [
      {
        number: 'RC-2025-014',
        description: 'Raamcontract onderhoud',
        validFrom: '2025-01-01',
        validTo: '2028-12-31',
      },
      {
        number: 'RC-2023-002',
        description: 'Raamcontract onderhoud (vorig)',
        validFrom: '2023-01-01',
        validTo: '2024-12-31',
      },
    ],
  },
  {
    code: 'KP-200',
    name: 'Werf Antwerpen Noord',
    active: true,
    contacts: [
      { identifier: 'EXT-0203', name: 'Hanne Willems', email: 'hanne.willems@bouwpartners.example' },
    ],
    contracts: [{ number: 'WA-7781', description: 'Ruwbouw fase 2', validFrom: null, validTo: null }],
  },
  {
    code: 'KP-900',
    name: 'Projecten archief',
    active: false,
    contacts: [{ identifier: 'EXT-0001', name: 'Jan Verhoeven', email: 'jan.verhoeven@archief.example' }],
    contracts: [],
  },
];

/**
 * Adds the demo company's cost centres once, and lets the demo buyer choose them for the cart.
 * Does nothing when the demo company is missing or already has cost centres, so that a shop seeded
 * before them is topped up exactly once. True when it added them.
 */
export async function insertDemoCostCenters(tx: Tx): Promise<boolean> {
  const companyId = demoUuid('company', 'demo');
  const [existing] = await tx
    .select({ id: costCenter.id })
    .from(costCenter)
    .where(eq(costCenter.companyId, companyId))
    .limit(1);
  if (existing) return false;
  const [lead] = await tx
    .select({ customerId: customerRight.customerId })
    .from(customerRight)
    .where(eq(customerRight.customerId, demoUuid('customer', 'demo.lead')))
    .limit(1);
  if (!lead) return false;
  for (const demo of demoCostCenters) {
    const id = demoUuid('cost-center', `demo:${demo.code}`);
    await tx
      .insert(costCenter)
      .values({ id, companyId, code: demo.code, name: demo.name, active: demo.active })
      .onConflictDoNothing();
    if (demo.contacts.length > 0) {
      await tx
        .insert(costCenterContact)
        .values(
          demo.contacts.map((contact) => ({
            id: demoUuid('cost-center-contact', `demo:${demo.code}:${contact.identifier}`),
            costCenterId: id,
            ...contact,
          })),
        )
        .onConflictDoNothing();
    }
    if (demo.contracts.length > 0) {
      await tx
        .insert(costCenterContract)
        .values(
          demo.contracts.map((contract) => ({
            id: demoUuid('cost-center-contract', `demo:${demo.code}:${contract.number}`),
            costCenterId: id,
            ...contract,
          })),
        )
        .onConflictDoNothing();
    }
  }
  // The lead buyer holds every right already; the buyer may charge orders to the cost centres.
  await tx
    .update(customerRight)
    .set({ enabled: true })
    .where(
      and(
        eq(customerRight.customerId, demoUuid('customer', 'demo.buyer')),
        eq(customerRight.code, 'ROLE_ACCESS_COST_CENTER'),
      ),
    );
  return true;
}
