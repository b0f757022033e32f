import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { company } from './company.tables.ts';

/** The company's terms of sale that a cart works out: minimum order value and its surcharge, credit limit. */
export async function companyTermsOf(tx: Tx, companyId: string) {
  const [terms] = await tx
    .select({
      minimumOrderValue: company.minimumOrderValue,
      surcharge: company.minimumOrderSurcharge,
      creditLimit: company.creditLimit,
    })
    .from(company)
    .where(eq(company.id, companyId));
  return terms ?? null;
}
