import { rightsOf } from '@tradeshop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { SessionCustomer } from '../../platform/context.ts';
import { company, customer, customerRight } from './account.tables.ts';

/** Who is logged in on a session, in one query per request of a logged-in user: the user, the company's state and the granted rights. */
export async function loadSessionCustomer(tx: Tx, customerId: string): Promise<SessionCustomer | null> {
  const [row] = await tx
    .select({
      id: customer.id,
      companyId: customer.companyId,
      name: sql<string>`${customer.firstName} || ' ' || ${customer.lastName}`,
      granted: sql<string[]>`array(select ${customerRight.code} from ${customerRight}
        where ${customerRight.customerId} = ${customer.id} and ${customerRight.enabled})`,
    })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, customerId), eq(customer.active, true), eq(company.active, true)));
  if (!row) return null;
  return { id: row.id, companyId: row.companyId, name: row.name, rights: rightsOf(row.granted) };
}
