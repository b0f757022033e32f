import { type Right, rightsOf } from '@tradeshop/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { company } from '../company/company.tables.ts';
import { customer, customerRight } from './customer.tables.ts';

/** Who is logged in on a session: only an active user of an active company counts. */
export interface SessionCustomer {
  id: string;
  companyId: string;
  rights: Right[];
}

export async function loadSessionCustomer(tx: Tx, customerId: string): Promise<SessionCustomer | null> {
  const [row] = await tx
    .select({ id: customer.id, companyId: customer.companyId })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .where(and(eq(customer.id, customerId), eq(customer.active, true), eq(company.active, true)));
  if (!row) return null;
  const granted = await tx
    .select({ code: customerRight.code })
    .from(customerRight)
    .where(and(eq(customerRight.customerId, customerId), eq(customerRight.enabled, true)));
  return { ...row, rights: rightsOf(granted.map((right) => right.code)) };
}
