import type {
  ErpAddress,
  erpOrderRow,
  InvoiceRow,
  OrderEventDocument,
  OrderExport,
  orderStatusRow,
} from '@tradeshop/api-client/contracts';
import { type OrderStatus, structuredCommunication, toHundredths } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import { companyIdsByNumber, vatNumberOf } from '../account/index.ts';
import { articleRows } from '../catalog/index.ts';
import { builtInErp } from './builtin-erp.ts';
import { nextNumber } from './builtin-numbers.ts';
import { answerBuiltInErpOfferRequests } from './builtin-offer-flow.ts';
import { changePhysicalStock } from './builtin-stock.ts';
import { costNames, deliveryProofPdf, documentLanguageOf, invoicePdf } from './document-pdf.ts';
import type { BuiltInLineState } from './erp.tables.ts';
import { storeErpDocument } from './erp-document-import.ts';
import { erpImports } from './erp-import.ts';
import { invoiceAmounts } from './invoice-amounts.ts';

/**
 * The built-in ERP working off the shop's orders as a distributor's ERP would: it takes each order
 * from the order outbox (taking its stock off the warehouses), and on every step moves it one
 * status on: in progress, picked, shipped (what lay in stock first, the backorder later, each on
 * its shipping note), invoiced with its PDF and delivery proof, completed. What it decides goes
 * back through the integration API's imports, as any ERP's word does.
 */

interface BuiltInOrder {
  shopOrderNumber: string;
  erpNumber: string;
  document: OrderExport;
  status: OrderStatus;
  lines: BuiltInLineState[];
}

const isoDay = (time: Date) => time.toISOString().slice(0, 10);

function addressOf(address: OrderExport['billingAddress'], key: string): ErpAddress {
  return { key, ...address, box: address.box || null, email: null };
}

/** The order as the ERP's own record, for the order history. */
function erpOrderOf(order: BuiltInOrder, changedAt: string): z.input<typeof erpOrderRow> {
  const { document } = order;
  // A parcel service carries what is delivered; what is picked up has a shipping note only.
  const note =
    document.shipping.option === 'pickup'
      ? null
      : (order.lines.findLast((line) => line.shippingNoteNumber)?.shippingNoteNumber ?? null);
  return {
    number: order.erpNumber,
    company: document.company.number,
    shopOrder: document.number,
    channel: 'shop',
    orderedAt: document.orderedAt,
    status: order.status,
    reference: document.reference || null,
    orderedBy: document.buyer.name || null,
    billingAddress: addressOf(document.billingAddress, 'billing'),
    deliveryAddress: document.shipping.address ? addressOf(document.shipping.address, 'delivery') : null,
    shipmentNumber: note,
    trackAndTraceUrl: note ? `https://track.example.com/${note}` : null,
    shippingCost: document.totals.shipping,
    additionalCost: document.totals.additionalCost,
    net: document.totals.net,
    total: document.totals.total,
    lines: document.lines.map((line) => {
      const state = order.lines.find((entry) => entry.position === line.position)!;
      return {
        position: line.position,
        article: line.article,
        customerArticle: line.customerArticle,
        name: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        deliveryDate: state.shippedOn,
        shippingNoteNumber: state.shippingNoteNumber,
        invoiceNumber: state.invoiceNumber,
        invoiceDate: state.invoiceDate,
        warehouse: line.warehouses[0]?.code ?? null,
      };
    }),
    changedAt,
  };
}

/** The order's status, shipment and lines as the shop's order page shows them. */
function statusRowOf(order: BuiltInOrder, changedAt: string): z.input<typeof orderStatusRow> {
  const own = erpOrderOf(order, changedAt);
  return {
    order: order.shopOrderNumber,
    status: order.status,
    shipmentNumber: own.shipmentNumber,
    trackAndTraceUrl: own.trackAndTraceUrl,
    lines: order.lines.map((line) => ({
      position: line.position,
      deliveryDate: line.shippedOn,
      shippingNoteNumber: line.shippingNoteNumber,
      invoiceNumber: line.invoiceNumber,
      invoiceDate: line.invoiceDate,
    })),
    changedAt,
  };
}

/**
 * The invoice of a fully shipped order: its lines, shipping and extra costs, VAT per rate, under the
 * VAT treatment the order was placed with (costs exempt with the goods).
 */
function invoiceOf(order: BuiltInOrder, number: string, issuedOn: string, changedAt: string): InvoiceRow {
  const { document } = order;
  // Orders exported before the treatment was sent were all at Belgian VAT.
  const vat = document.vat ?? null;
  const vatExemption =
    vat?.category && vat.exemptionReasonCode
      ? { category: vat.category, reasonCode: vat.exemptionReasonCode }
      : null;
  const shippedOn = order.lines.flatMap((line) => (line.shippedOn ? [line.shippedOn] : [])).sort();
  const lines: InvoiceRow['lines'] = document.lines.map((line) => ({
    position: line.position,
    article: line.article,
    name: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    net: line.totalPrice,
    vatRate: line.taxRate,
    order: order.erpNumber,
    // Orders the ERP took in before cost posts existed carry none.
    costPost: line.costPost ?? null,
  }));
  const names = costNames[documentLanguageOf(document.language)];
  const costs = [
    { name: names.shipping, amount: document.totals.shipping },
    { name: names.surcharge, amount: document.totals.additionalCost },
  ].filter((cost) => cost.amount !== 0);
  for (const cost of costs)
    lines.push({
      position: Math.max(...lines.map((line) => line.position)) + 1,
      article: null,
      name: cost.name,
      quantity: 1,
      unit: 'PCE',
      unitPrice: cost.amount,
      net: cost.amount,
      vatRate: vatExemption ? 0 : 21,
      order: order.erpNumber,
      // Shipping and surcharges are booked on the order's own cost post.
      costPost: document.costPost ?? null,
    });
  const amounts = invoiceAmounts(lines);
  const due = new Date(`${issuedOn}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 30);
  return {
    number,
    company: document.company.number,
    type: 'invoice',
    issuedOn,
    dueOn: isoDay(due),
    orders: [order.erpNumber],
    reference: document.reference || null,
    shippingNoteNumbers: [
      ...new Set(order.lines.flatMap((line) => (line.shippingNoteNumber ? [line.shippingNoteNumber] : []))),
    ],
    paymentReference: structuredCommunication(Number(number.replace(/\D/g, ''))),
    ...amounts,
    openAmount: amounts.total,
    vatExemption,
    deliveredOn: shippedOn.at(-1) ?? issuedOn,
    deliveryCountry: document.shipping.address?.country ?? null,
    lines,
    changedAt,
  };
}

/** The shop's word on the order, the ERP's record, and the invoice with its PDFs when there is one. */
async function publish(tx: Tx, order: BuiltInOrder, now: Date, invoice?: InvoiceRow) {
  const ctx = { tx, erp: builtInErp };
  const changedAt = now.toISOString();
  await erpImports['erp-orders'](ctx, [erpOrderOf(order, changedAt)]);
  await erpImports['order-statuses'](ctx, [statusRowOf(order, changedAt)]);
  if (!invoice) return;
  await erpImports.invoices(ctx, [invoice]);
  const companyId = (await companyIdsByNumber(tx, [order.document.company.number])).get(
    order.document.company.number,
  );
  const customer = {
    address: order.document.billingAddress,
    vatNumber: companyId ? await vatNumberOf(tx, companyId) : null,
  };
  const language = documentLanguageOf(order.document.language);
  await storeErpDocument(tx, 'invoice', invoice.number, await invoicePdf(invoice, customer, language));
  await storeErpDocument(
    tx,
    'delivery-proof',
    invoice.number,
    await deliveryProofPdf(invoice, customer, language),
  );
}

/** The stock an order's lines took in each warehouse, by article, as `sign` changes it. */
async function stockChanges(tx: Tx, document: OrderExport, sign: 1 | -1) {
  const parts = document.lines.flatMap((line) =>
    line.warehouses.map((part) => ({ article: line.article, code: part.code, quantity: part.quantity })),
  );
  if (parts.length === 0) return [];
  const articles = await articleRows(tx, { productNumbers: [...new Set(parts.map((part) => part.article))] });
  const idOf = new Map(articles.map((row) => [row.productNumber, row.id]));
  return parts.flatMap((part) => {
    const productId = idOf.get(part.article);
    return productId
      ? [{ productId, warehouseCode: part.code, hundredths: sign * toHundredths(part.quantity) }]
      : [];
  });
}

const withoutShipment = (line: BuiltInLineState) => !line.shippingNoteNumber;

/**
 * Takes an order event in: a placed order is booked with its stock taken off the warehouses (the
 * ERP's stock counts it from now on), a cancelled one that has not shipped goes back on the shelf.
 * The same event twice changes nothing.
 */
async function takeEvent(tx: Tx, event: OrderEventDocument, stepSeconds: number, now: Date) {
  const { order: document } = event;
  if (event.type === 'order.placed') {
    const erpNumber = await nextNumber(tx, 'V', now);
    const lines: BuiltInLineState[] = document.lines.map((line) => ({
      position: line.position,
      shippedOn: null,
      shippingNoteNumber: null,
      invoiceNumber: null,
      invoiceDate: null,
    }));
    const booked = await queryRows<{ number: string }>(
      tx,
      sql`insert into builtin_erp_order (shop_order_number, erp_number, document, status, lines, next_step_at)
          values (${document.number}, ${erpNumber}, ${JSON.stringify(document)}::jsonb, 'open',
                  ${JSON.stringify(lines)}::jsonb, ${now.toISOString()}::timestamptz + make_interval(secs => ${stepSeconds}))
          on conflict (shop_order_number) do nothing
          returning shop_order_number as number`,
    );
    if (booked.length === 0) return;
    await changePhysicalStock(tx, await stockChanges(tx, document, -1));
    await publish(tx, { shopOrderNumber: document.number, erpNumber, document, status: 'open', lines }, now);
    return;
  }
  const [order] = await lockedOrders(tx, sql`shop_order_number = ${document.number}`, 'wait');
  if (!order || order.status === 'cancelled' || !order.lines.every(withoutShipment)) return;
  await changePhysicalStock(tx, await stockChanges(tx, order.document, 1));
  await save(tx, { ...order, status: 'cancelled' }, now, 0);
  await publish(tx, { ...order, status: 'cancelled' }, now);
}

/** The built-in ERP's orders that match, locked; `skip` passes by those another process works on. */
function lockedOrders(tx: Tx, condition: ReturnType<typeof sql>, locked: 'skip' | 'wait') {
  return queryRows<BuiltInOrder>(
    tx,
    sql`select shop_order_number as "shopOrderNumber", erp_number as "erpNumber", document, status, lines
        from builtin_erp_order where ${condition}
        order by next_step_at limit 20 for update ${locked === 'skip' ? sql`skip locked` : sql``}`,
  );
}

async function save(tx: Tx, order: BuiltInOrder, now: Date, stepSeconds: number) {
  await tx.execute(
    sql`update builtin_erp_order set status = ${order.status}, lines = ${JSON.stringify(order.lines)}::jsonb,
          next_step_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${stepSeconds})
        where shop_order_number = ${order.shopOrderNumber}`,
  );
}

/**
 * Moves an order one status on. What lay in stock ships first on its shipping note, the backorder
 * (beyond the stock when the order was placed) a step later on another; an order wholly shipped is
 * invoiced, an invoiced one is completed.
 */
async function advance(
  tx: Tx,
  order: BuiltInOrder,
  now: Date,
): Promise<{ order: BuiltInOrder; invoice?: InvoiceRow }> {
  const today = isoDay(now);
  const backordered = new Set(
    order.document.lines.filter((line) => line.backorderQuantity > 0).map((line) => line.position),
  );
  const ship = async (positions: (line: BuiltInLineState) => boolean) => {
    const note = await nextNumber(tx, 'LB', now);
    return order.lines.map((line) =>
      withoutShipment(line) && positions(line)
        ? { ...line, shippedOn: today, shippingNoteNumber: note }
        : line,
    );
  };
  switch (order.status) {
    case 'open':
      return { order: { ...order, status: 'inProgress' } };
    case 'inProgress':
      return { order: { ...order, status: 'handling' } };
    case 'handling': {
      if (backordered.size === order.lines.length) return { order: { ...order, status: 'backorder' } };
      const lines = await ship((line) => !backordered.has(line.position));
      return {
        order: {
          ...order,
          status: lines.every((line) => !withoutShipment(line)) ? 'shipped' : 'ltShipped',
          lines,
        },
      };
    }
    case 'ltShipped':
    case 'backorder':
      return { order: { ...order, status: 'shipped', lines: await ship(() => true) } };
    case 'shipped': {
      const number = await nextNumber(tx, 'F', now);
      const lines = order.lines.map((line) => ({ ...line, invoiceNumber: number, invoiceDate: today }));
      const invoiced = { ...order, status: 'invoiced' as const, lines };
      return { order: invoiced, invoice: invoiceOf(invoiced, number, today, now.toISOString()) };
    }
    default:
      return { order: { ...order, status: 'completed' } };
  }
}

/**
 * Moves every order whose step is due one status on; answers how many moved. An order the imports
 * refuse (its company gone from the shop, say) stays where it is and is tried again ten steps
 * later, so that it never holds up the others.
 */
export async function advanceBuiltInErpOrders(database: Database, stepSeconds: number, now = new Date()) {
  let moved = 0;
  for (;;) {
    const due = await database.db.transaction(async (tx) => {
      const orders = await lockedOrders(
        tx,
        sql`next_step_at <= ${now.toISOString()}::timestamptz and status not in ('completed', 'cancelled')`,
        'skip',
      );
      for (const order of orders) {
        try {
          await tx.transaction(async (step) => {
            const next = await advance(step, order, now);
            await save(step, next.order, now, stepSeconds);
            await publish(step, next.order, now, next.invoice);
          });
          moved++;
        } catch (error) {
          console.error(
            `Built-in ERP: order ${order.shopOrderNumber} stays ${order.status}: ${String(error)}`,
          );
          await save(tx, order, now, stepSeconds * 10);
        }
      }
      return orders.length;
    });
    if (due === 0) return moved;
  }
}

export interface BuiltInErpOptions {
  /** Seconds between two statuses of an order. */
  stepSeconds: number;
  pollMillis?: number;
}

/** Takes an order event as the built-in ERP does: the order outbox's delivery when no other ERP is connected. */
export const builtInErpIntake =
  (database: Database, options: BuiltInErpOptions) => (event: OrderEventDocument) =>
    database.db.transaction((tx) => takeEvent(tx, event, options.stepSeconds, new Date()));

/** Moves the built-in ERP's orders on and answers its offer requests as their steps come due. */
export function startBuiltInErpSteps(database: Database, options: BuiltInErpOptions): DispatchLoop {
  return startDispatchLoop(
    'Built-in ERP',
    async () => {
      await advanceBuiltInErpOrders(database, options.stepSeconds);
      await answerBuiltInErpOfferRequests(database, options.stepSeconds);
    },
    options.pollMillis ?? Math.min(5000, options.stepSeconds * 1000),
  );
}
