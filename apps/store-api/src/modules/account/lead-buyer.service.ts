import { randomUUID } from 'node:crypto';
import {
  isValidVatNumber,
  normalizeVatNumber,
  rightCodes,
  rightsOf,
  storefrontLocales,
} from '@tradeshop/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/index.ts';
import { languageIdOfLocale } from '../sales-channel/index.ts';
import { company, companyAddress, customer, customerRight, liveUsername } from './account.tables.ts';
import { hashPassword } from './password.ts';
import { askForVatChecks } from './vat-recheck.ts';

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max);

/** A lead buyer the distributor sets up, with the company when its number is new. */
export const leadBuyerInput = z
  .object({
    companyNumber: z.string({ error: 'required' }).regex(/^\d{6}$/, 'six digits'),
    companyName: text(255).optional(),
    vatNumber: text(30).optional(),
    street: text(255).optional(),
    houseNumber: text(20).optional(),
    zipcode: text(20).optional(),
    city: text(255).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)')
      .default('BE'),
    username: text(255),
    email: z.email({ error: 'not an e-mail address' }).max(255),
    firstName: text(255),
    lastName: text(255),
    locale: z.enum(storefrontLocales.map((locale) => locale.code)).default('nl-NL'),
  })
  .refine((input) => !input.vatNumber || isValidVatNumber(input.vatNumber, input.country), {
    message: 'not a valid VAT number of this country',
    path: ['vatNumber'],
  });
export type LeadBuyerInput = z.output<typeof leadBuyerInput>;

/** What a new company needs besides its number: a name and a billing address. */
const newCompanyFields = ['companyName', 'street', 'houseNumber', 'zipcode', 'city'] as const;

export class LeadBuyerRefused extends Error {}

/**
 * Creates an active lead buyer with every right, and the company first when no company has the
 * number. A generated password must be replaced at the first login.
 */
export async function createLeadBuyer(
  db: Db,
  input: LeadBuyerInput,
  password: { value: string; mustChange: boolean },
): Promise<{ customerId: string; companyId: string; companyCreated: boolean }> {
  const passwordHash = await hashPassword(password.value);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: customer.id }).from(customer).where(liveUsername(input.username));
    if (taken) throw new LeadBuyerRefused(`The username ${input.username} is taken.`);
    const [existing] = await tx
      .select({ id: company.id, billingAddressId: company.billingAddressId })
      .from(company)
      .where(eq(company.number, input.companyNumber));
    let companyId = existing?.id;
    let billingAddressId = existing?.billingAddressId ?? null;
    if (!companyId) {
      const missing = newCompanyFields.filter((field) => !input[field]);
      if (missing.length > 0) {
        throw new LeadBuyerRefused(
          `No company has the number ${input.companyNumber}; to create it, give ${missing.join(', ')}.`,
        );
      }
      companyId = randomUUID();
      billingAddressId = randomUUID();
      await tx.insert(company).values({
        id: companyId,
        number: input.companyNumber,
        name: input.companyName!,
        vatNumber: input.vatNumber ? normalizeVatNumber(input.vatNumber) : null,
        billingAddressId,
      });
      await tx.insert(companyAddress).values({
        id: billingAddressId,
        companyId,
        name: input.companyName!,
        street: input.street!,
        houseNumber: input.houseNumber!,
        zipcode: input.zipcode!,
        city: input.city!,
        country: input.country,
      });
      // A company abroad is asked about at VIES by the shop's recheck once this commits.
      if (input.vatNumber && input.country !== 'BE') await askForVatChecks(tx);
    }
    const languageId = await languageIdOfLocale(tx, input.locale);
    const customerId = randomUUID();
    await tx.insert(customer).values({
      id: customerId,
      companyId,
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      languageId,
      active: true,
      leadBuyer: true,
      defaultBillingAddressId: billingAddressId,
      defaultShippingAddressId: billingAddressId,
      passwordHash,
      forcedRecovery: password.mustChange,
    });
    await tx.insert(customerRight).values(rightsOf(rightCodes).map((right) => ({ customerId, ...right })));
    return { customerId, companyId, companyCreated: !existing };
  });
}

/** Whether anybody can log in yet: a production shop starts without users. */
export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from customer where deleted_at is null) as found`,
  );
  return row?.found ?? false;
}
