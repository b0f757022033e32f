import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/** The built-in ERP's next document number: the prefix, the year's two digits and its sequence (V26-500001). */
export async function nextNumber(tx: Tx, prefix: string, now: Date): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    tx,
    sql`select nextval('builtin_erp_number')::text as value`,
  );
  return `${prefix}${now.getUTCFullYear() % 100}-${row!.value}`;
}
