import type { BuyerTaxPosition } from '@tradeshop/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { SessionCustomer } from '../../platform/context.ts';
import { vatNumberStandingOf } from '../vat-check/index.ts';
import { company, companyAddress } from './company.tables.ts';
import { customer } from './customer.tables.ts';

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
 * Where a user's company stands for VAT (`shippingTreatment` turns it into the treatment of a way of
 * shipping): its country, VIES's word on its number, and the user's default delivery country (else
 * the billing address's). Null for a visitor.
 */
export async function buyerTaxPositionOf(
  tx: Tx,
  user: SessionCustomer | null,
): Promise<BuyerTaxPosition | null> {
  if (!user) return null;
  const position = await taxPositionOf(tx, user.companyId);
  const [row] = await tx
    .select({ country: sql<string | null>`${companyAddress.country}` })
    .from(customer)
    .leftJoin(companyAddress, eq(companyAddress.id, customer.defaultShippingAddressId))
    .where(eq(customer.id, user.id));
  return { ...position, defaultDeliveryCountry: row?.country ?? position.companyCountry };
}
