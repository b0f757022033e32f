import type { Order, OrderAddress, OrderDocument, PostalAddress } from '@tradeshop/api-client/contracts';
import { documentTypeName, moneyToNumber, orderStatusName, taxBreakdown, toMoney } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { fixedChoiceId, nameBasedUuid } from '../../platform/named-id.ts';
import { contactNames } from '../account/index.ts';

/**
 * What an order answers besides its own row, in Shopware's terms: the sales channel, currency and
 * language it was placed in, and the buyer's name for its addresses.
 */
export interface OrderSurroundings {
  salesChannelId: string;
  currencyId: string;
  localeCode: string;
  buyer: { firstName: string; lastName: string };
}

/**
 * The surroundings of these orders. An order keeps the language it was placed in; the sales channel
 * and currency are those of a domain in that language (the shop has one sales channel and currency).
 */
export async function surroundingsOf(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, OrderSurroundings>> {
  const rows = await queryRows<{
    id: string;
    sales_channel_id: string;
    currency_id: string;
    locale_code: string;
    first_name: string;
    last_name: string;
  }>(
    tx,
    sql`select o.id, coalesce(d.sales_channel_id, s.id) as sales_channel_id,
          coalesce(d.currency_id, s.currency_id) as currency_id, l.locale_code,
          c.first_name, c.last_name
        from sales_order o
        join language l on l.id = o.language_id
        join customer c on c.id = o.customer_id
        left join lateral (select sales_channel_id, currency_id from sales_channel_domain
                           where language_id = o.language_id order by sales_channel_id limit 1) d on true
        left join lateral (select id, currency_id from sales_channel order by id limit 1) s on true
        where o.id = any(${sql.param([...ids])}::uuid[])`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        salesChannelId: row.sales_channel_id,
        currencyId: row.currency_id,
        localeCode: row.locale_code,
        buyer: { firstName: row.first_name, lastName: row.last_name },
      },
    ]),
  );
}

/**
 * An order's copy of an address in Shopware's shape. Its names: the address's contact person split
 * at the first space, else the buyer; the address's own name is the company.
 */
export function orderAddressOf(
  orderId: string,
  role: 'billing' | 'shipping',
  { country, ...address }: PostalAddress,
  buyer: OrderSurroundings['buyer'],
): OrderAddress {
  const names = contactNames(address.contactPerson) ?? buyer;
  return {
    id: nameBasedUuid(`tradeshop:order-address:${orderId}:${role}`),
    ...address,
    countryId: fixedChoiceId('country', country),
    countryCode: country,
    ...names,
    company: address.name,
    apiAlias: 'order_address',
  };
}

/** A postal copy back from an order's address: what the ERP and the documents take. */
export function postalAddressOf({
  id: _id,
  countryId: _countryId,
  countryCode,
  firstName: _firstName,
  lastName: _lastName,
  company: _company,
  apiAlias: _apiAlias,
  ...address
}: OrderAddress): PostalAddress {
  return { ...address, country: countryCode };
}

/** An order's totals as Shopware's CartPrice; the VAT per rate with the net amount it is charged on. */
export function orderPriceOf(
  row: {
    positionPrice: string;
    amountNet: string;
    amountTotal: string;
    calculatedTaxes: { taxRate: number; tax: string; net?: string }[];
  },
  localeCode: string,
): Order['price'] {
  const total = moneyToNumber(toMoney(row.amountTotal));
  return {
    positionPrice: moneyToNumber(toMoney(row.positionPrice)),
    netPrice: moneyToNumber(toMoney(row.amountNet)),
    totalPrice: total,
    rawTotal: total,
    taxStatus: 'net',
    ...taxBreakdown(
      row.calculatedTaxes.map((entry) => {
        const tax = toMoney(entry.tax);
        // Orders placed before the net amount was kept: worked back from the tax.
        const net =
          entry.net !== undefined
            ? toMoney(entry.net)
            : entry.taxRate > 0
              ? Math.round((tax * 100) / entry.taxRate)
              : 0;
        return { taxRate: entry.taxRate, net, tax };
      }),
      localeCode,
    ),
    apiAlias: 'cart_price',
  };
}

/** An order status as Shopware's state machine state; its id is stable per status. */
export function orderStateOf(status: string, localeCode: string): Order['stateMachineState'] {
  const name = orderStatusName(status, localeCode);
  return {
    id: fixedChoiceId('order-state', status),
    technicalName: status,
    name,
    translated: { name },
    apiAlias: 'state_machine_state',
  };
}

/**
 * The invoices and credit notes the ERP issued for these orders, by order: those naming one of the
 * ERP's orders that came from the shop order, and those its lines name.
 */
export async function documentsOf(
  tx: Tx,
  ids: readonly string[],
  localeCodeOf: (orderId: string) => string,
): Promise<Map<string, OrderDocument[]>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    order_id: string;
    id: string;
    number: string;
    type: 'invoice' | 'creditNote';
    issued_on: string;
  }>(
    tx,
    sql`select o.id as order_id, i.id, i.number, i.type, i.issued_on::text as issued_on
        from sales_order o
        join erp_invoice i on i.company_id = o.company_id
          and (i.number in (select l.invoice_number from sales_order_line l
                            where l.order_id = o.id and l.invoice_number is not null)
               or i.order_numbers && array(select e.number from erp_order e
                                           where e.shop_order_number = o.order_number))
        where o.id = any(${sql.param([...ids])}::uuid[])
        order by i.issued_on, i.number`,
  );
  const byOrder = new Map<string, OrderDocument[]>();
  for (const row of rows) {
    const technicalName = row.type === 'creditNote' ? 'credit_note' : 'invoice';
    const name = documentTypeName(
      row.type === 'creditNote' ? 'creditNote' : 'invoice',
      localeCodeOf(row.order_id),
    );
    const documents = byOrder.get(row.order_id) ?? [];
    documents.push({
      id: row.id,
      orderId: row.order_id,
      documentTypeId: fixedChoiceId('document-type', technicalName),
      documentNumber: row.number,
      config: { name: technicalName, title: name, documentNumber: row.number, documentDate: row.issued_on },
      sent: true,
      static: true,
      deepLinkCode: '',
      fileType: 'pdf',
      createdAt: new Date(`${row.issued_on}T00:00:00Z`).toISOString(),
      documentType: {
        id: fixedChoiceId('document-type', technicalName),
        technicalName,
        name,
        translated: { name },
        apiAlias: 'document_type',
      },
      apiAlias: 'document',
    });
    byOrder.set(row.order_id, documents);
  }
  return byOrder;
}
