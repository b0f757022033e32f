import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { IssuedDocument, ShopOrderReference } from '../../platform/ports.ts';

/**
 * The invoices and credit notes the ERP sent in for these shop orders, oldest first: those their
 * lines name, and those naming one of the ERP's orders that came from them.
 */
export async function documentsOfOrders(
  tx: Tx,
  orders: readonly ShopOrderReference[],
): Promise<IssuedDocument[]> {
  if (orders.length === 0) return [];
  const named = orders.flatMap((order) => order.invoiceNumbers.map((number) => ({ id: order.id, number })));
  return queryRows<IssuedDocument>(
    tx,
    sql`select o.order_id as "orderId", i.id, i.number, i.type, i.issued_on::text as "issuedOn"
        from unnest(${sql.param(orders.map((order) => order.id))}::uuid[],
                    ${sql.param(orders.map((order) => order.companyId))}::uuid[],
                    ${sql.param(orders.map((order) => order.orderNumber))}::text[]) as o(order_id, company_id, order_number)
        join erp_invoice i on i.company_id = o.company_id
          and (exists (select 1 from unnest(${sql.param(named.map((entry) => entry.id))}::uuid[],
                                            ${sql.param(named.map((entry) => entry.number))}::text[]) as n(order_id, number)
                       where n.order_id = o.order_id and n.number = i.number)
               or i.order_numbers && array(select e.number from erp_order e
                                           where e.shop_order_number = o.order_number))
        order by i.issued_on, i.number`,
  );
}
