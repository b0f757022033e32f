import type { CompanyRow } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { askForVatChecks } from './vat-recheck.ts';

/** A company as the ERP sends it, without the time of its change. */
export type ErpCompany = Omit<CompanyRow, 'changedAt'>;

/**
 * Why a company cannot take its client or VAT number: another company of the shop holds it. Answers
 * the reason per company number.
 */
export async function companyNumberClashes(
  tx: Tx,
  companies: readonly ErpCompany[],
): Promise<Map<string, string>> {
  const clientNumbers = companies.flatMap((entry) => entry.clientNumber ?? []);
  const vatNumbers = companies.flatMap((entry) => entry.vatNumber ?? []);
  const holders = await queryRows<{
    number: string;
    client_number: string | null;
    vat_number: string | null;
  }>(
    tx,
    sql`select number, client_number, vat_number from company
        where client_number = any(${sql.param(clientNumbers)}::text[])
           or vat_number = any(${sql.param(vatNumbers)}::text[])`,
  );
  const clashes = new Map<string, string>();
  for (const entry of companies) {
    const holder = holders.find(
      (candidate) =>
        candidate.number !== entry.number &&
        ((entry.clientNumber !== null && candidate.client_number === entry.clientNumber) ||
          (entry.vatNumber !== null && candidate.vat_number === entry.vatNumber)),
    );
    if (holder)
      clashes.set(
        entry.number,
        holder.client_number === entry.clientNumber
          ? `Company ${holder.number} has client number ${entry.clientNumber}.`
          : `Company ${holder.number} has VAT number ${entry.vatNumber}.`,
      );
  }
  return clashes;
}

/**
 * Creates or updates the companies and the addresses the ERP keeps for them (by their keys), and
 * marks each company's billing address. A blocked company is inactive: its users cannot log in.
 * Writes only what differs; answers the companies created and those changed.
 */
export async function applyErpCompanies(
  tx: Tx,
  companies: readonly ErpCompany[],
): Promise<{ created: Set<string>; changed: Set<string> }> {
  const column = <T>(pick: (entry: ErpCompany) => T) => sql.param(companies.map(pick));
  const written = await queryRows<{ number: string; inserted: boolean }>(
    tx,
    sql`insert into company (id, number, client_number, name, vat_number, active, credit_limit,
          minimum_order_value, minimum_order_surcharge, invoice_email)
        select gen_random_uuid(), r.* from unnest(
          ${column((entry) => entry.number)}::text[], ${column((entry) => entry.clientNumber)}::text[],
          ${column((entry) => entry.name)}::text[], ${column((entry) => entry.vatNumber)}::text[],
          ${column((entry) => !entry.blocked)}::boolean[], ${column((entry) => entry.creditLimit)}::numeric[],
          ${column((entry) => entry.minimumOrderValue)}::numeric[],
          ${column((entry) => entry.minimumOrderSurcharge)}::numeric[],
          ${column((entry) => entry.invoiceEmail)}::text[]) as r
        on conflict (number) do update set client_number = excluded.client_number, name = excluded.name,
          vat_number = excluded.vat_number, active = excluded.active, credit_limit = excluded.credit_limit,
          minimum_order_value = excluded.minimum_order_value,
          minimum_order_surcharge = excluded.minimum_order_surcharge, invoice_email = excluded.invoice_email
        where (company.client_number, company.name, company.vat_number, company.active, company.credit_limit,
               company.minimum_order_value, company.minimum_order_surcharge, company.invoice_email)
          is distinct from (excluded.client_number, excluded.name, excluded.vat_number, excluded.active,
               excluded.credit_limit, excluded.minimum_order_value, excluded.minimum_order_surcharge,
               excluded.invoice_email)
        returning number, xmax = 0 as inserted`,
  );
  const addresses = companies.flatMap((entry) =>
    [entry.billingAddress, ...entry.deliveryAddresses].map((address) => ({
      number: entry.number,
      ...address,
    })),
  );
  const field = <T>(pick: (address: (typeof addresses)[number]) => T) => sql.param(addresses.map(pick));
  const addressesChanged = await queryRows<{ number: string }>(
    tx,
    sql`insert into company_address (id, company_id, erp_key, name, email, street, house_number, box, zipcode,
          city, country)
        select gen_random_uuid(), c.id, r.key, r.name, r.email, r.street, r.house_number, r.box, r.zipcode,
          r.city, r.country
        from unnest(${field((address) => address.number)}::text[], ${field((address) => address.key)}::text[],
          ${field((address) => address.name)}::text[], ${field((address) => address.email)}::text[],
          ${field((address) => address.street)}::text[], ${field((address) => address.houseNumber)}::text[],
          ${field((address) => address.box)}::text[], ${field((address) => address.zipcode)}::text[],
          ${field((address) => address.city)}::text[], ${field((address) => address.country)}::text[])
          as r(number, key, name, email, street, house_number, box, zipcode, city, country)
        join company c on c.number = r.number
        on conflict (company_id, erp_key) do update set name = excluded.name, email = excluded.email,
          street = excluded.street, house_number = excluded.house_number, box = excluded.box,
          zipcode = excluded.zipcode, city = excluded.city, country = excluded.country
        where (company_address.name, company_address.email, company_address.street, company_address.house_number,
               company_address.box, company_address.zipcode, company_address.city, company_address.country)
          is distinct from (excluded.name, excluded.email, excluded.street, excluded.house_number, excluded.box,
               excluded.zipcode, excluded.city, excluded.country)
        returning (select number from company where id = company_address.company_id) as number`,
  );
  const billingChanged = await queryRows<{ number: string }>(
    tx,
    sql`update company c set billing_address_id = a.id
        from unnest(${column((entry) => entry.number)}::text[], ${column((entry) => entry.billingAddress.key)}::text[])
          as r(number, key)
        join company_address a on a.erp_key = r.key
        where c.number = r.number and a.company_id = c.id and c.billing_address_id is distinct from a.id
        returning c.number`,
  );
  // A company of another member state with a new number is asked about at VIES once this commits.
  if (companies.some((entry) => entry.vatNumber && entry.billingAddress.country !== 'BE'))
    await askForVatChecks(tx);
  const created = new Set(written.filter((row) => row.inserted).map((row) => row.number));
  const changed = new Set(
    [...written.filter((row) => !row.inserted), ...addressesChanged, ...billingChanged]
      .map((row) => row.number)
      .filter((number) => !created.has(number)),
  );
  return { created, changed };
}
