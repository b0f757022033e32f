import type {
  assignExternalContactRequest,
  CartExternalContact,
  CostCenter,
  costCenterInput,
  ExternalContactGroup,
  Violation,
} from '@tradeshop/api-client/contracts';
import { brusselsDate, errorCodes } from '@tradeshop/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import { customerActorOf, recordChanges } from '../audit/index.ts';
import { chooseForCart, findCart } from '../cart/index.ts';
import {
  type CostCenterSnapshot,
  costCenter,
  costCenterContact,
  costCenterContract,
} from './cost-center.tables.ts';

type CostCenterRow = typeof costCenter.$inferSelect;
type ContactRow = typeof costCenterContact.$inferSelect;
type ContractRow = typeof costCenterContract.$inferSelect;
type CostCenterInput = z.output<typeof costCenterInput>;

/** Whether a contract may be chosen on `day` (`YYYY-MM-DD` in Brussels): both dates count. */
export function contractValidOn(contract: Pick<ContractRow, 'validFrom' | 'validTo'>, day: string): boolean {
  return (!contract.validFrom || contract.validFrom <= day) && (!contract.validTo || contract.validTo >= day);
}

const today = () => brusselsDate(new Date());

const contactOf = ({ id, identifier, name, email }: ContactRow) => ({ id, identifier, name, email });
const contractOf = ({ id, number, description, validFrom, validTo }: ContractRow) => ({
  id,
  number,
  description,
  validFrom,
  validTo,
});

/** The contacts and contracts of the cost centres, each list in one query. */
async function rowsOf(tx: Tx, ids: string[]) {
  if (ids.length === 0) return { contacts: [], contracts: [] };
  const contacts = await tx
    .select()
    .from(costCenterContact)
    .where(inArray(costCenterContact.costCenterId, ids))
    .orderBy(asc(sql`lower(${costCenterContact.identifier})`));
  const contracts = await tx
    .select()
    .from(costCenterContract)
    .where(inArray(costCenterContract.costCenterId, ids))
    .orderBy(asc(sql`lower(${costCenterContract.number})`));
  return { contacts, contracts };
}

async function toCostCenters(tx: Tx, rows: CostCenterRow[]): Promise<CostCenter[]> {
  const { contacts, contracts } = await rowsOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    active: row.active,
    contacts: contacts.filter((contact) => contact.costCenterId === row.id).map(contactOf),
    contracts: contracts.filter((contract) => contract.costCenterId === row.id).map(contractOf),
    apiAlias: 'dexis_cost_center' as const,
  }));
}

/** What the audit log records of a cost centre: its code, name, state, contacts and contracts, without ids. */
async function auditedCostCenter(tx: Tx, id: string) {
  const [row] = await tx.select().from(costCenter).where(eq(costCenter.id, id));
  if (!row) return null;
  const [view] = await toCostCenters(tx, [row]);
  return {
    code: row.code,
    name: row.name,
    active: row.active,
    contacts: view!.contacts.map(({ id: _id, ...contact }) => contact),
    contracts: view!.contracts.map(({ id: _id, ...contract }) => contract),
  };
}

/**
 * Records in the audit log, as the request's customer's doing, what became of a cost centre since
 * `before` (`auditedCostCenter` before the change; null when it was just created).
 */
async function recordCostCenterChange(
  ctx: RequestContext,
  id: string,
  before: Awaited<ReturnType<typeof auditedCostCenter>>,
) {
  await recordChanges(ctx.tx, customerActorOf(ctx), [
    { objectType: 'cost-center', objectId: id, before, after: await auditedCostCenter(ctx.tx, id) },
  ]);
}

const costCenterNotFound = (id: string) =>
  notFound(errorCodes.costCenterNotFound, 'No cost centre with this id in your company.', { id });

async function findCostCenter(tx: Tx, companyId: string, id: string): Promise<CostCenterRow> {
  const [row] = await tx
    .select()
    .from(costCenter)
    .where(and(eq(costCenter.id, id), eq(costCenter.companyId, companyId)));
  if (!row) throw costCenterNotFound(id);
  return row;
}

/** Every cost centre of the own company, inactive ones too, by code. */
export async function listCostCenters(ctx: RequestContext): Promise<CostCenter[]> {
  const user = requireCustomer(ctx);
  const rows = await ctx.tx
    .select()
    .from(costCenter)
    .where(eq(costCenter.companyId, user.companyId))
    .orderBy(asc(sql`lower(${costCenter.code})`));
  return toCostCenters(ctx.tx, rows);
}

export async function getCostCenter(ctx: RequestContext, id: string): Promise<CostCenter> {
  const user = requireCustomer(ctx);
  const [found] = await toCostCenters(ctx.tx, [await findCostCenter(ctx.tx, user.companyId, id)]);
  return found!;
}

async function assertCodeFree(tx: Tx, companyId: string, code: string, except?: string) {
  const [taken] = await tx
    .select({ id: costCenter.id })
    .from(costCenter)
    .where(
      and(
        eq(costCenter.companyId, companyId),
        sql`lower(${costCenter.code}) = ${code.toLowerCase()}`,
        except ? ne(costCenter.id, except) : undefined,
      ),
    );
  if (taken) {
    throw new ApiProblem(
      400,
      errorCodes.costCenterCodeNotUnique,
      'Another cost centre of your company has this code.',
      { code },
      [
        {
          propertyPath: 'body/code',
          type: errorCodes.costCenterCodeNotUnique,
          title: 'Another cost centre has this code',
        },
      ],
    );
  }
}

/** Rows of the input that name an id the cost centre does not have: a violation each. */
function unknownRows(rows: { id?: string | undefined }[], known: Set<string>, list: string): Violation[] {
  return rows.flatMap((row, index) =>
    row.id && !known.has(row.id)
      ? [
          {
            propertyPath: `body/${list}/${index}/id`,
            type: 'VIOLATION::COST_CENTER_ROW_NOT_FOUND',
            title: 'This row is not one of the cost centre',
          },
        ]
      : [],
  );
}

/**
 * Writes the cost centre's lists as the input gives them: rows with an id are changed, rows without
 * one added, stored rows left out deleted (a cart that chose one loses the choice). Kept rows get a
 * stand-in key first, so that two rows may swap identifiers or numbers.
 */
async function writeRows(tx: Tx, costCenterId: string, input: CostCenterInput) {
  const stored = await rowsOf(tx, [costCenterId]);
  const violations = [
    ...unknownRows(input.contacts, new Set(stored.contacts.map((row) => row.id)), 'contacts'),
    ...unknownRows(input.contracts, new Set(stored.contracts.map((row) => row.id)), 'contracts'),
  ];
  if (violations.length > 0) throw invalidRequest(violations);

  const keptContacts = input.contacts.flatMap((row) => (row.id ? [row.id] : []));
  const goneContacts = stored.contacts.filter((row) => !keptContacts.includes(row.id)).map((row) => row.id);
  if (goneContacts.length > 0) {
    await tx.delete(costCenterContact).where(inArray(costCenterContact.id, goneContacts));
  }
  if (keptContacts.length > 0) {
    await tx
      .update(costCenterContact)
      .set({ identifier: sql`'~' || ${costCenterContact.id}::text` })
      .where(inArray(costCenterContact.id, keptContacts));
  }
  for (const { id, identifier, name, email } of input.contacts) {
    if (id)
      await tx.update(costCenterContact).set({ identifier, name, email }).where(eq(costCenterContact.id, id));
  }
  const newContacts = input.contacts.filter((row) => !row.id);
  if (newContacts.length > 0) {
    await tx.insert(costCenterContact).values(
      newContacts.map(({ identifier, name, email }) => ({
        id: crypto.randomUUID(),
        costCenterId,
        identifier,
        name,
        email,
      })),
    );
  }

  const keptContracts = input.contracts.flatMap((row) => (row.id ? [row.id] : []));
  const goneContracts = stored.contracts
    .filter((row) => !keptContracts.includes(row.id))
    .map((row) => row.id);
  if (goneContracts.length > 0) {
    await tx.delete(costCenterContract).where(inArray(costCenterContract.id, goneContracts));
  }
  if (keptContracts.length > 0) {
    await tx
      .update(costCenterContract)
      .set({ number: sql`'~' || ${costCenterContract.id}::text` })
      .where(inArray(costCenterContract.id, keptContracts));
  }
  const contractValues = (row: CostCenterInput['contracts'][number]) => ({
    number: row.number,
    description: row.description,
    validFrom: row.validFrom ?? null,
    validTo: row.validTo ?? null,
  });
  for (const row of input.contracts) {
    if (row.id)
      await tx.update(costCenterContract).set(contractValues(row)).where(eq(costCenterContract.id, row.id));
  }
  const newContracts = input.contracts.filter((row) => !row.id);
  if (newContracts.length > 0) {
    await tx
      .insert(costCenterContract)
      .values(newContracts.map((row) => ({ id: crypto.randomUUID(), costCenterId, ...contractValues(row) })));
  }
}

export async function createCostCenter(ctx: RequestContext, input: CostCenterInput): Promise<CostCenter> {
  const user = requireCustomer(ctx);
  const id = crypto.randomUUID();
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await assertCodeFree(tx, user.companyId, input.code);
    await tx
      .insert(costCenter)
      .values({ id, companyId: user.companyId, code: input.code, name: input.name, active: input.active });
    await writeRows(tx, id, input);
    await recordCostCenterChange(ctx, id, null);
  });
  return getCostCenter(ctx, id);
}

export async function updateCostCenter(
  ctx: RequestContext,
  id: string,
  input: CostCenterInput,
): Promise<CostCenter> {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    await findCostCenter(tx, user.companyId, id);
    await assertCodeFree(tx, user.companyId, input.code, id);
    const before = await auditedCostCenter(tx, id);
    await tx
      .update(costCenter)
      .set({ code: input.code, name: input.name, active: input.active })
      .where(eq(costCenter.id, id));
    await writeRows(tx, id, input);
    await recordCostCenterChange(ctx, id, before);
  });
  return getCostCenter(ctx, id);
}

/** Deletes a cost centre with its contacts and contracts; placed orders keep their printed copy. */
export async function deleteCostCenter(ctx: RequestContext, id: string): Promise<{ success: true }> {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    await findCostCenter(ctx.tx, user.companyId, id);
    const before = await auditedCostCenter(ctx.tx, id);
    await ctx.tx.delete(costCenter).where(eq(costCenter.id, id));
    await recordCostCenterChange(ctx, id, before);
  });
  return { success: true };
}

/** Whether a contact or cost centre matches a search term (identifier, name, e-mail; code, name). */
const matches = (term: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(term));

/**
 * The company's active cost centres that have contacts, with the contracts valid today, for the
 * cart. A term keeps the contacts it finds, or every contact of a cost centre whose code or name
 * it finds.
 */
export async function externalContacts(ctx: RequestContext, term?: string): Promise<ExternalContactGroup[]> {
  const user = requireCustomer(ctx);
  const rows = await ctx.tx
    .select()
    .from(costCenter)
    .where(and(eq(costCenter.companyId, user.companyId), eq(costCenter.active, true)))
    .orderBy(asc(sql`lower(${costCenter.code})`));
  const { contacts, contracts } = await rowsOf(
    ctx.tx,
    rows.map((row) => row.id),
  );
  const day = today();
  const search = term?.trim().toLowerCase() ?? '';
  return rows.flatMap((row) => {
    const own = contacts.filter((contact) => contact.costCenterId === row.id);
    const found =
      !search || matches(search, row.code, row.name)
        ? own
        : own.filter((contact) => matches(search, contact.identifier, contact.name, contact.email));
    if (found.length === 0) return [];
    return [
      {
        id: row.id,
        code: row.code,
        name: row.name,
        contacts: found.map(contactOf),
        contracts: contracts
          .filter((contract) => contract.costCenterId === row.id && contractValidOn(contract, day))
          .map(contractOf),
      },
    ];
  });
}

/**
 * What a cart's choice stands for today: null without a contact or when the contact, or its cost
 * centre, is gone, inactive or of another company; the contract is left out when it no longer
 * belongs to the cost centre or is not valid today.
 */
async function resolveChoice(
  tx: Tx,
  companyId: string,
  contactId: string | null,
  contractId: string | null,
): Promise<NonNullable<CartExternalContact> | null> {
  if (!contactId) return null;
  const [found] = await tx
    .select({ contact: costCenterContact, center: costCenter })
    .from(costCenterContact)
    .innerJoin(costCenter, eq(costCenter.id, costCenterContact.costCenterId))
    .where(
      and(
        eq(costCenterContact.id, contactId),
        eq(costCenter.companyId, companyId),
        eq(costCenter.active, true),
      ),
    );
  if (!found) return null;
  let contract: NonNullable<CartExternalContact>['contract'] = null;
  if (contractId) {
    const [row] = await tx
      .select()
      .from(costCenterContract)
      .where(
        and(eq(costCenterContract.id, contractId), eq(costCenterContract.costCenterId, found.center.id)),
      );
    if (row && contractValidOn(row, today())) {
      contract = { id: row.id, number: row.number, description: row.description };
    }
  }
  return {
    costCenter: { id: found.center.id, code: found.center.code, name: found.center.name },
    contact: contactOf(found.contact),
    contract,
  };
}

/**
 * The copy of the cart's cost centre choice an order prints (see resolveChoice for when it is null
 * and when the contract is left out).
 */
export async function costCenterSnapshotOf(
  tx: Tx,
  companyId: string,
  contactId: string | null,
  contractId: string | null,
): Promise<CostCenterSnapshot | null> {
  const choice = await resolveChoice(tx, companyId, contactId, contractId);
  if (!choice) return null;
  return {
    code: choice.costCenter.code,
    name: choice.costCenter.name,
    contact: {
      identifier: choice.contact.identifier,
      name: choice.contact.name,
      email: choice.contact.email,
    },
    contract: choice.contract
      ? { number: choice.contract.number, description: choice.contract.description }
      : null,
  };
}

/** The logged-in user's cart's choice as it stands today. */
export async function cartExternalContact(ctx: RequestContext): Promise<CartExternalContact> {
  const user = requireCustomer(ctx);
  const row = await findCart(ctx);
  if (!row) return null;
  return resolveChoice(ctx.tx, user.companyId, row.costCenterContactId, row.costCenterContractId);
}

const contractProblem = (code: string, detail: string) =>
  new ApiProblem(400, code, detail, {}, [{ propertyPath: 'body/contractId', type: code, title: detail }]);

/**
 * Charges the user's cart to an external contact of an active cost centre of the company, and
 * optionally to one of that cost centre's contracts valid today.
 */
export async function assignExternalContact(
  ctx: RequestContext,
  body: z.output<typeof assignExternalContactRequest>,
): Promise<CartExternalContact> {
  const user = requireCustomer(ctx);
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    const [found] = await tx
      .select({ costCenterId: costCenter.id })
      .from(costCenterContact)
      .innerJoin(costCenter, eq(costCenter.id, costCenterContact.costCenterId))
      .where(
        and(
          eq(costCenterContact.id, body.externalContactId),
          eq(costCenter.companyId, user.companyId),
          eq(costCenter.active, true),
        ),
      );
    if (!found) {
      throw notFound(
        errorCodes.costCenterContactNotFound,
        'No external contact with this id in your company.',
        {
          id: body.externalContactId,
        },
      );
    }
    const contractId = body.contractId ?? null;
    if (contractId) {
      const [contract] = await tx
        .select()
        .from(costCenterContract)
        .where(
          and(eq(costCenterContract.id, contractId), eq(costCenterContract.costCenterId, found.costCenterId)),
        );
      if (!contract) {
        throw contractProblem(
          errorCodes.costCenterContractNotFound,
          'This contract is not one of the contact’s cost centre.',
        );
      }
      if (!contractValidOn(contract, today())) {
        throw contractProblem(errorCodes.costCenterContractNotValid, 'This contract is not valid today.');
      }
    }
    await chooseForCart(ctx, {
      costCenterContactId: body.externalContactId,
      costCenterContractId: contractId,
    });
  });
  return cartExternalContact(ctx);
}

/** Takes the cost centre choice off the user's cart. */
export async function dismissExternalContact(ctx: RequestContext): Promise<null> {
  requireCustomer(ctx);
  await chooseForCart(ctx, { costCenterContactId: null, costCenterContractId: null });
  return null;
}
