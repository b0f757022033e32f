import type { BuyerTaxPosition } from '@tradeshop/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { SessionCustomer } from '../../platform/context.ts';
import { vatCheckSummaryOf } from '../vat-check/index.ts';
import { company, companyAddress } from './account.tables.ts';

/** Where a company sits for VAT: its billing address's country, and what VIES said of its number. */
async function taxPositionOf(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ country: companyAddress.country, vatNumber: company.vatNumber })
    .from(company)
    .innerJoin(companyAddress, eq(companyAddress.id, company.billingAddressId))
    .where(eq(company.id, companyId));
  const companyCountry = row?.country ?? 'BE';
  // Only a number abroad is asked about: a Belgian company's treatment does not depend on it.
  const check =
    companyCountry === 'BE' ? null : await vatCheckSummaryOf(tx, companyId, row?.vatNumber ?? null);
  return {
    companyCountry,
    vatNumberStanding: check?.standing ?? ('unconfirmed' as const),
    viesRequestIdentifier: check?.requestIdentifier ?? null,
  };
}

/**
 * Where a user's company stands for VAT (`shippingTreatment` turns it into the treatment of a way of
 * shipping): its country, VIES's word on its number, the user's default delivery country (else the
 * billing address's) and every country the company's addresses are in. Null for a visitor.
 */
export async function buyerTaxPositionOf(
  tx: Tx,
  user: SessionCustomer | null,
): Promise<BuyerTaxPosition | null> {
  if (!user) return null;
  const position = await taxPositionOf(tx, user.companyId);
  const [row] = await queryRows<{ default_country: string | null; countries: string[] | null }>(
    tx,
    sql`select (select a.country from company_address a where a.id = c.default_shipping_address_id)
                 as default_country,
               (select array_agg(distinct a.country) from company_address a where a.company_id = c.company_id)
                 as countries
          from customer c where c.id = ${user.id}`,
  );
  const defaultDeliveryCountry = row?.default_country ?? position.companyCountry;
  return {
    ...position,
    defaultDeliveryCountry,
    deliveryCountries: [
      defaultDeliveryCountry,
      ...(row?.countries ?? []).filter((country) => country !== defaultDeliveryCountry).sort(),
    ],
  };
}
