import { type ShippingOption, type VatTreatment, vatTreatmentOf } from '@tradeshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { SessionCustomer } from '../../platform/context.ts';
import { vatNumberStandingOf } from '../vat-check/index.ts';
import { company, companyAddress } from './company.tables.ts';
import { customer } from './customer.tables.ts';

const domestic: VatTreatment = { kind: 'domestic' };

/** Where a company sits for VAT: its billing address's country, and what VIES said of its number. */
async function taxPositionOf(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ country: companyAddress.country, vatNumber: company.vatNumber })
    .from(company)
    .innerJoin(companyAddress, eq(companyAddress.id, company.billingAddressId))
    .where(eq(company.id, companyId));
  const companyCountry = row?.country ?? 'BE';
  return {
    companyCountry,
    // Only a number abroad is asked about: a Belgian company's treatment does not depend on it.
    vatNumberStanding:
      companyCountry === 'BE'
        ? ('unconfirmed' as const)
        : await vatNumberStandingOf(tx, companyId, row?.vatNumber ?? null),
  };
}

/**
 * The VAT treatment of each way of shipping a user's order: a pickup stays in Belgium, a delivery goes
 * to `deliveryCountry` (the chosen address's), else to the user's default delivery address, else to
 * the company's billing address. A visitor buys at Belgian VAT.
 */
export async function vatTreatmentsOf(
  tx: Tx,
  user: SessionCustomer | null,
  deliveryCountry?: string | null,
): Promise<Record<ShippingOption, VatTreatment>> {
  if (!user) return { delivery: domestic, pickup: domestic };
  const position = await taxPositionOf(tx, user.companyId);
  let country = deliveryCountry ?? null;
  if (!country) {
    const [row] = await tx
      .select({ country: sql<string | null>`${companyAddress.country}` })
      .from(customer)
      .leftJoin(companyAddress, eq(companyAddress.id, customer.defaultShippingAddressId))
      .where(eq(customer.id, user.id));
    country = row?.country ?? position.companyCountry;
  }
  return {
    delivery: vatTreatmentOf({ ...position, destination: { kind: 'delivery', country } }),
    pickup: vatTreatmentOf({ ...position, destination: { kind: 'pickup' } }),
  };
}
