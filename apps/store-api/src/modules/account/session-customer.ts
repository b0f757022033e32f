import { rightsOf } from '@tradeshop/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { SessionCustomer, SessionCustomerLoader, SessionCustomerRow } from '../../platform/context.ts';
import { company, customer, customerRight } from './account.tables.ts';

/** Who is logged in on a session: the user, the company's state and the granted rights, as one JSON value. */
export const sessionCustomers: SessionCustomerLoader = {
  // The subquery is a chunk of its own so that it keeps naming its columns' tables inside a
  // select of one table, which leaves its own columns bare.
  sql: (customerId: SQL | AnyColumn) =>
    sql<SessionCustomerRow | null>`(${sql`select json_build_object(
        'id', ${customer.id},
        'companyId', ${customer.companyId},
        'name', ${customer.firstName} || ' ' || ${customer.lastName},
        'granted', array(select ${customerRight.code} from ${customerRight}
          where ${customerRight.customerId} = ${customer.id} and ${customerRight.enabled}))
      from ${customer} join ${company} on ${company.id} = ${customer.companyId}
      where ${customer.id} = ${customerId} and ${customer.active} and ${company.active}`})`,
  fromRow: (row) =>
    row && { id: row.id, companyId: row.companyId, name: row.name, rights: rightsOf(row.granted) },
};

/** Who is logged in as `customerId`, or null for an inactive user or company. */
export async function loadSessionCustomer(tx: Tx, customerId: string): Promise<SessionCustomer | null> {
  const [row] = await queryRows<{ customer: SessionCustomerRow | null }>(
    tx,
    sql`select ${sessionCustomers.sql(sql`${customerId}::uuid`)} as customer`,
  );
  return sessionCustomers.fromRow(row?.customer ?? null);
}
