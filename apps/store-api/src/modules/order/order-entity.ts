import type { Order, OrderAddress, OrderDocument, PostalAddress } from '@tradeshop/api-client/contracts';
import { documentTypeName, moneyToNumber, orderStatusName, taxBreakdown, toMoney } from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { fixedChoiceId, nameBasedUuid } from '../../platform/named-id.ts';
import type { ErpPort, ShopOrderReference } from '../../platform/ports.ts';
import { companyPeople, contactNames } from '../account/index.ts';
import { channelsOfLanguages } from '../sales-channel/index.ts';

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
  orders: readonly { id: string; languageId: string; customerId: string }[],
): Promise<Map<string, OrderSurroundings>> {
  const channels = await channelsOfLanguages(
    tx,
    orders.map((order) => order.languageId),
  );
  const buyers = new Map(
    (
      await companyPeople(
        tx,
        orders.map((order) => order.customerId),
        { includeDeleted: true },
      )
    ).map((person) => [person.id, person]),
  );
  return new Map(
    orders.map((order) => {
      const { localeCode, salesChannelId, currencyId } = channels.get(order.languageId)!;
      const buyer = buyers.get(order.customerId)!;
      return [
        order.id,
        {
          salesChannelId,
          currencyId,
          localeCode,
          buyer: { firstName: buyer.firstName, lastName: buyer.lastName },
        },
      ];
    }),
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
 * The invoices and credit notes the ERP issued for these orders, by order, in Shopware's shape and
 * named in each order's language.
 */
export async function documentsOf(
  tx: Tx,
  erp: Pick<ErpPort, 'documentsOfOrders'>,
  orders: readonly ShopOrderReference[],
  localeCodeOf: (orderId: string) => string,
): Promise<Map<string, OrderDocument[]>> {
  const rows = await erp.documentsOfOrders(tx, orders);
  const byOrder = new Map<string, OrderDocument[]>();
  for (const row of rows) {
    const technicalName = row.type === 'creditNote' ? 'credit_note' : 'invoice';
    const name = documentTypeName(
      row.type === 'creditNote' ? 'creditNote' : 'invoice',
      localeCodeOf(row.orderId),
    );
    const documents = byOrder.get(row.orderId) ?? [];
    documents.push({
      id: row.id,
      orderId: row.orderId,
      documentTypeId: fixedChoiceId('document-type', technicalName),
      documentNumber: row.number,
      config: { name: technicalName, title: name, documentNumber: row.number, documentDate: row.issuedOn },
      sent: true,
      static: true,
      deepLinkCode: '',
      fileType: 'pdf',
      createdAt: new Date(`${row.issuedOn}T00:00:00Z`).toISOString(),
      documentType: {
        id: fixedChoiceId('document-type', technicalName),
        technicalName,
        name,
        translated: { name },
        apiAlias: 'document_type',
      },
      apiAlias: 'document',
    });
    byOrder.set(row.orderId, documents);
  }
  return byOrder;
}
