import { hash } from 'node:crypto';
import {
  companyDiscountRow,
  type ErpDocumentKind,
  erpOrderRow,
  type ImportOutcome,
  invoiceRow,
  offerRow,
  type RefusedRow,
} from '@tradeshop/api-client/contracts';
import { errorCodes, importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { companyIdsByNumber } from '../account/index.ts';
import { brandIdsByKey } from '../catalog/index.ts';
import { ordersByNumber } from '../order/index.ts';
import {
  type Accepted,
  checkRows,
  type ImportContext,
  outcome,
  outcomeOf,
  recordVersions,
  refuseBatchIfAny,
  withoutStale,
} from './import-rows.ts';
import { offersAnsweringRequestsChannel } from './offer-requests.ts';

/**
 * The ERP's own documents for the histories of account-and-ordering.md: orders from every channel,
 * invoices and credit notes, offers, and the PDFs that go with them. The shop keeps them as the
 * ERP sent them and never edits them; a company's discounts per brand come the same way.
 */

/** Refuses the rows of a company the shop does not know; answers the company ids of the others. */
async function ofKnownCompanies<Row extends { company: string }>(
  tx: Tx,
  entries: Accepted<Row>[],
  refused: RefusedRow[],
) {
  const companies = await companyIdsByNumber(
    tx,
    entries.map((entry) => entry.row.company),
  );
  const known = entries.filter((entry) => {
    if (companies.has(entry.row.company)) return true;
    refused.push({
      row: entry.index,
      key: entry.key,
      code: importRowCodes.unknownCompany,
      reason: `The shop has no company ${entry.row.company}.`,
    });
    return false;
  });
  return { known, companies };
}

/** What a document says, apart from when the ERP sent it: the same fingerprint is a replay. */
const fingerprintOf = ({ changedAt: _changedAt, ...document }: { changedAt: string }) =>
  hash('sha1', JSON.stringify(document));

/**
 * Writes documents by their number in one statement, a changed one over the stored one; columns
 * are the rows' keys. A replay (the same fingerprint) writes nothing.
 */
async function upsertByNumber(
  tx: Tx,
  table: 'erp_order' | 'erp_invoice' | 'erp_offer',
  documents: Record<string, unknown>[],
) {
  if (documents.length === 0) return [];
  const columns = Object.keys(documents[0]!);
  const list = sql.raw(columns.map((column) => `"${column}"`).join(', '));
  const excluded = sql.raw(columns.map((column) => `excluded."${column}"`).join(', '));
  const name = sql.raw(table);
  return queryRows<{ inserted: boolean }>(
    tx,
    sql`insert into ${name} as d (${list})
        select ${list} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(documents)}::jsonb)
        on conflict (number) do update set (${list}) = row(${excluded})
          where d.fingerprint <> excluded.fingerprint
        returning xmax = 0 as inserted`,
  );
}

/**
 * Orders as the ERP keeps them, whatever channel they came by; one that came from the shop names
 * the shop's order, which must exist.
 */
export async function importErpOrders(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(erpOrderRow, rows, (row) => row.number);
  const { known, companies } = await ofKnownCompanies(tx, accepted, refused);
  const shopOrders = await ordersByNumber(
    tx,
    known.flatMap((entry) => entry.row.shopOrder ?? []),
  );
  const linked = known.filter((entry) => {
    const { shopOrder } = entry.row;
    if (!shopOrder || shopOrders.has(shopOrder)) return true;
    refused.push({
      row: entry.index,
      key: entry.key,
      code: importRowCodes.unknownOrder,
      reason: `The shop has no order ${shopOrder}.`,
    });
    return false;
  });
  const fresh = await withoutStale(tx, 'erp-order', linked, refused);
  refuseBatchIfAny(rows.length, refused);
  const written = await upsertByNumber(
    tx,
    'erp_order',
    fresh.map(({ row }) => ({
      number: row.number,
      company_id: companies.get(row.company),
      shop_order_number: row.shopOrder,
      channel: row.channel,
      ordered_at: row.orderedAt,
      status: row.status,
      reference: row.reference,
      ordered_by: row.orderedBy,
      billing_address: row.billingAddress,
      delivery_address: row.deliveryAddress,
      shipment_number: row.shipmentNumber,
      track_and_trace_url: row.trackAndTraceUrl,
      shipping_cost: row.shippingCost,
      additional_cost: row.additionalCost,
      net: row.net,
      total: row.total,
      lines: row.lines,
      fingerprint: fingerprintOf(row),
    })),
  );
  await recordVersions(tx, 'erp-order', fresh);
  return outcome(rows.length, written);
}

/** Invoices and credit notes with their lines and VAT per rate, as the ERP issued them. */
export async function importInvoices(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(invoiceRow, rows, (row) => row.number);
  const { known, companies } = await ofKnownCompanies(tx, accepted, refused);
  const fresh = await withoutStale(tx, 'invoice', known, refused);
  refuseBatchIfAny(rows.length, refused);
  const written = await upsertByNumber(
    tx,
    'erp_invoice',
    fresh.map(({ row }) => ({
      number: row.number,
      company_id: companies.get(row.company),
      type: row.type,
      issued_on: row.issuedOn,
      due_on: row.dueOn,
      order_numbers: row.orders,
      reference: row.reference,
      shipping_note_numbers: row.shippingNoteNumbers,
      payment_reference: row.paymentReference,
      net: row.net,
      vat: row.vat,
      total: row.total,
      open_amount: row.openAmount,
      vat_breakdown: row.vatBreakdown,
      vat_exemption: row.vatExemption,
      delivered_on: row.deliveredOn,
      delivery_country: row.deliveryCountry,
      lines: row.lines,
      fingerprint: fingerprintOf(row),
    })),
  );
  await recordVersions(tx, 'invoice', fresh);
  return outcome(rows.length, written);
}

/** Offers the distributor made, open or processed. */
export async function importOffers({ tx }: ImportContext, rows: readonly unknown[]): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(offerRow, rows, (row) => row.number);
  const { known, companies } = await ofKnownCompanies(tx, accepted, refused);
  const fresh = await withoutStale(tx, 'offer', known, refused);
  refuseBatchIfAny(rows.length, refused);
  const written = await upsertByNumber(
    tx,
    'erp_offer',
    fresh.map(({ row }) => ({
      number: row.number,
      company_id: companies.get(row.company),
      reference: row.reference,
      request_number: row.request,
      offered_on: row.offeredOn,
      valid_until: row.validUntil,
      status: row.status,
      net: row.net,
      lines: row.lines,
      fingerprint: fingerprintOf(row),
    })),
  );
  await recordVersions(tx, 'offer', fresh);
  if (fresh.some(({ row }) => row.request))
    await tx.execute(sql`select pg_notify(${offersAnsweringRequestsChannel}, '')`);
  return outcome(rows.length, written);
}

/** A company's discount per brand, on every article of the brand; a row without one ends it. */
export async function importCompanyDiscounts(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(companyDiscountRow, rows, (row) => `${row.company}:${row.brand}`);
  const { known, companies } = await ofKnownCompanies(tx, accepted, refused);
  const brands = await brandIdsByKey(
    tx,
    known.map((entry) => entry.row.brand),
  );
  const branded = known.filter((entry) => {
    if (brands.has(entry.row.brand)) return true;
    refused.push({
      row: entry.index,
      key: entry.key,
      code: importRowCodes.unknownKey,
      reason: `The shop knows no brand ${entry.row.brand}.`,
    });
    return false;
  });
  const fresh = await withoutStale(tx, 'company-discount', branded, refused);
  refuseBatchIfAny(rows.length, refused);
  const pairs = fresh.map(({ key, row }) => ({
    key,
    companyId: companies.get(row.company)!,
    brandId: brands.get(row.brand)!,
    percent: row.discountPercent,
  }));
  const given = pairs.filter((pair) => pair.percent !== null);
  const ended = pairs.filter((pair) => pair.percent === null);
  const written = await queryRows<{ key: string; inserted: boolean }>(
    tx,
    sql`insert into company_discount as d (company_id, manufacturer_id, discount_percent)
        select * from unnest(${sql.param(given.map((pair) => pair.companyId))}::uuid[],
                             ${sql.param(given.map((pair) => pair.brandId))}::uuid[],
                             ${sql.param(given.map((pair) => pair.percent))}::numeric[])
        on conflict (company_id, manufacturer_id) do update set discount_percent = excluded.discount_percent
          where d.discount_percent <> excluded.discount_percent
        returning d.company_id || ':' || d.manufacturer_id as key, xmax = 0 as inserted`,
  );
  const removed = await queryRows<{ key: string }>(
    tx,
    sql`delete from company_discount d
        using unnest(${sql.param(ended.map((pair) => pair.companyId))}::uuid[],
                     ${sql.param(ended.map((pair) => pair.brandId))}::uuid[]) as r(company_id, manufacturer_id)
        where d.company_id = r.company_id and d.manufacturer_id = r.manufacturer_id
        returning d.company_id || ':' || d.manufacturer_id as key`,
  );
  await recordVersions(tx, 'company-discount', fresh);
  return outcomeOf(
    rows.length,
    new Set(written.filter((row) => row.inserted).map((row) => row.key)),
    new Set([...written.filter((row) => !row.inserted), ...removed].map((row) => row.key)),
  );
}

/** The largest PDF the ERP may upload. */
export const documentMaxBytes = 20 * 1024 * 1024;

/** Where a document's number must be known before its PDF is taken. */
const documentOwners: Record<ErpDocumentKind, 'erp_invoice' | 'erp_offer'> = {
  invoice: 'erp_invoice',
  'delivery-proof': 'erp_invoice',
  offer: 'erp_offer',
};

/**
 * Stores the PDF of an invoice, its delivery proof or an offer the ERP sent before; a new one
 * replaces the old, the same one again changes nothing.
 */
export async function storeErpDocument(
  tx: Tx,
  kind: ErpDocumentKind,
  number: string,
  bytes: Buffer,
): Promise<{ kind: ErpDocumentKind; number: string; byteSize: number; changed: boolean }> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new ApiProblem(422, errorCodes.integrationInvalidDocument, 'The file is no PDF document.', {
      kind,
      number,
    });
  const owner = sql.raw(documentOwners[kind]);
  const [known] = await queryRows<{ found: number }>(
    tx,
    sql`select 1 as found from ${owner} where number = ${number}`,
  );
  if (!known)
    throw new ApiProblem(
      404,
      errorCodes.integrationUnknownDocument,
      `The shop has no ${kind === 'offer' ? 'offer' : 'invoice'} ${number}: send it by its import first.`,
      { kind, number },
    );
  const sha256 = hash('sha256', bytes);
  const written = await queryRows<{ number: string }>(
    tx,
    sql`insert into erp_document as d (kind, number, content, sha256, byte_size)
        values (${kind}, ${number}, ${bytes}::bytea, ${sha256}, ${bytes.length})
        on conflict (kind, number) do update
          set content = excluded.content, sha256 = excluded.sha256, byte_size = excluded.byte_size,
              uploaded_at = now()
          where d.sha256 <> excluded.sha256
        returning number`,
  );
  return { kind, number, byteSize: bytes.length, changed: written.length > 0 };
}
