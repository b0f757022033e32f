import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { company } from '../account/account.tables.ts';

/**
 * Every VIES check of a VAT number: the evidence that an exempt intra-community supply may be invoiced
 * (the consultation number, the name and address the member state gave, when, and the outcome). Kept
 * for the company the number belongs to; a check made while a company registers is tied to it once
 * it exists. Rows are never changed: a later check is a new row.
 */
export const vatNumberCheck = pgTable(
  'vat_number_check',
  {
    id: uuid().primaryKey(),
    companyId: uuid().references(() => company.id, { onDelete: 'cascade' }),
    /** With its prefix, normalized (`normalizeVatNumber`). */
    vatNumber: text().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** valid, invalid or unavailable (VIES or the member state did not answer). */
    outcome: text().notNull(),
    /** The consultation number VIES gave (with the distributor as requester). */
    requestIdentifier: text(),
    traderName: text(),
    traderAddress: text(),
    /** The distributor's VAT number the check was made with. */
    requester: text(),
    /** VIES's error code of an unavailable answer. */
    errorCode: text(),
  },
  (t) => [
    index('vat_number_check_company_idx').on(t.companyId, t.checkedAt),
    index('vat_number_check_number_idx').on(t.vatNumber, t.checkedAt),
  ],
);
