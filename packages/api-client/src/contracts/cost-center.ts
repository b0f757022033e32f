import { z } from 'zod';
import { calendarDate } from './budget.ts';
import { id } from './common.ts';

/** A person outside the company who answers for the orders charged to a cost centre. */
export const costCenterContact = z.object({
  id,
  identifier: z.string(),
  name: z.string(),
  email: z.string(),
});

/** A contract a cost centre's orders may be placed under; open-ended without dates. */
export const costCenterContract = z.object({
  id,
  number: z.string(),
  description: z.string(),
  /** First and last day the contract may be chosen (`YYYY-MM-DD`, both included); null: open. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});

/** A cost centre of the own company with its external contacts and contracts. */
export const costCenter = z.object({
  id,
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  contacts: z.array(costCenterContact),
  contracts: z.array(costCenterContract),
  apiAlias: z.literal('dexis_cost_center'),
});
export type CostCenter = z.infer<typeof costCenter>;

export const costCenterResponse = z.object({ data: costCenter });
export const costCenterListResponse = z.object({ data: z.array(costCenter) });

/** The most contacts and contracts one cost centre keeps. */
export const costCenterRowLimit = 200;

export const costCenterContactInput = z.object({
  /** A row kept from before; without it the row is new. */
  id: id.optional(),
  identifier: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().pipe(z.email().max(200)),
});

export const costCenterContractInput = z
  .object({
    id: id.optional(),
    number: z.string().trim().min(1).max(50),
    description: z.string().trim().max(200).default(''),
    validFrom: calendarDate.nullable().optional(),
    validTo: calendarDate.nullable().optional(),
  })
  .refine((contract) => !contract.validFrom || !contract.validTo || contract.validTo >= contract.validFrom, {
    message: 'The contract cannot end before it starts',
    path: ['validTo'],
  });

/** Issues for every row whose `field` repeats an earlier row's (case-insensitive) or whose id repeats. */
function repeatedIn<T extends { id?: string | undefined }>(
  rows: readonly T[],
  field: keyof T & string,
  list: string,
  message: string,
  context: z.core.$RefinementCtx,
) {
  const seen = new Set<string>();
  const ids = new Set<string>();
  rows.forEach((row, index) => {
    const value = String(row[field]).trim().toLowerCase();
    if (seen.has(value)) context.addIssue({ code: 'custom', message, path: [list, index, field] });
    seen.add(value);
    if (row.id) {
      if (ids.has(row.id)) {
        context.addIssue({ code: 'custom', message: 'This row is given twice', path: [list, index, 'id'] });
      }
      ids.add(row.id);
    }
  });
}

/**
 * POST /dexis/cost-center and PUT /dexis/cost-center/{id}: the cost centre with its whole lists of
 * contacts and contracts. Rows with an id are kept (changed), rows without one are added, stored
 * rows left out are deleted. Identifiers of contacts and numbers of contracts are unique within
 * the cost centre, regardless of case.
 */
export const costCenterInput = z
  .object({
    code: z.string().trim().min(1).max(30),
    name: z.string().trim().min(1).max(100),
    active: z.boolean().default(true),
    contacts: z.array(costCenterContactInput).max(costCenterRowLimit).default([]),
    contracts: z.array(costCenterContractInput).max(costCenterRowLimit).default([]),
  })
  .superRefine((input, context) => {
    repeatedIn(input.contacts, 'identifier', 'contacts', 'Another contact has this identifier', context);
    repeatedIn(input.contracts, 'number', 'contracts', 'Another contract has this number', context);
  });
export type CostCenterInput = z.input<typeof costCenterInput>;

/** A cost centre as the cart offers it: its contacts and only the contracts valid today. */
export const externalContactGroup = z.object({
  id,
  code: z.string(),
  name: z.string(),
  contacts: z.array(costCenterContact),
  contracts: z.array(costCenterContract),
});
export type ExternalContactGroup = z.infer<typeof externalContactGroup>;

export const externalContactsQuery = z.object({ term: z.string().trim().max(100).optional() });
export const externalContactsResponse = z.object({ data: z.array(externalContactGroup) });

/** POST /dexis/cost-center/external-contact-assign. */
export const assignExternalContactRequest = z.object({
  externalContactId: id,
  contractId: id.nullable().optional(),
});
export type AssignExternalContactRequest = z.input<typeof assignExternalContactRequest>;

/** The cart's cost centre choice; null when there is none (or it can no longer be used). */
export const cartExternalContact = z
  .object({
    costCenter: z.object({ id, code: z.string(), name: z.string() }),
    contact: costCenterContact,
    contract: z.object({ id, number: z.string(), description: z.string() }).nullable(),
  })
  .nullable();
export type CartExternalContact = z.infer<typeof cartExternalContact>;
export const cartExternalContactResponse = z.object({ data: cartExternalContact });
export const dismissExternalContactResponse = z.object({ data: z.null() });
