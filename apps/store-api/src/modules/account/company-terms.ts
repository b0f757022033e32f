import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { company } from './account.tables.ts';

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

/** The ids of the companies with these six-digit numbers, by number. */
export async function companyIdsByNumber(tx: Tx, numbers: readonly string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows = await tx
    .select({ id: company.id, number: company.number })
    .from(company)
    .where(inArray(company.number, [...new Set(numbers)]));
  return new Map(rows.map((row) => [row.number, row.id]));
}

/** The numbers and names of these companies, by id. */
export async function companyNamesById(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, { number: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: company.id, number: company.number, name: company.name })
    .from(company)
    .where(inArray(company.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...named }) => [id, named]));
}

/** The company's VAT number, which its invoices name (null: it has none). */
export async function vatNumberOf(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ vatNumber: company.vatNumber })
    .from(company)
    .where(eq(company.id, companyId));
  return row?.vatNumber ?? null;
}
