import { errorCodes, isValidVatNumber } from '@tradeshop/domain';
import { and, eq, isNotNull, like, not, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/index.ts';
import { requireCustomer } from '../../platform/access.ts';
import type { RequestContext } from '../../platform/context.ts';
import { startDispatchLoop } from '../../platform/dispatch-loop.ts';
import type { VatNumberRegistry } from '../../platform/ports.ts';
import { ApiProblem } from '../../platform/problem.ts';
import {
  askVies,
  dueForRecheck,
  keepCheck,
  type VatCheckSummary,
  vatCheckSummaryOf,
} from '../vat-check/index.ts';
import { company, companyAddress, customer } from './account.tables.ts';

/** Numbers asked per round, so that VIES is never asked in a burst. */
const recheckBatch = 20;

/** Notified when a company's number abroad is new or changed: the recheck runs at once. */
const vatNumbersToCheckChannel = 'vat_numbers_to_check';

/** Has VIES asked about numbers never checked, once the transaction commits. */
export async function askForVatChecks(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${vatNumbersToCheckChannel}, '')`);
}

/**
 * The active companies of other member states with a well-formed VAT number: Belgian numbers need no
 * evidence of an exempt supply, and numbers outside the EU are not VIES's.
 */
async function companiesWithNumbersAbroad(tx: Tx): Promise<{ companyId: string; vatNumber: string }[]> {
  const rows = await tx
    .select({ companyId: company.id, vatNumber: company.vatNumber, country: companyAddress.country })
    .from(company)
    .innerJoin(companyAddress, eq(companyAddress.id, company.billingAddressId))
    .where(and(eq(company.active, true), isNotNull(company.vatNumber), not(like(company.vatNumber, 'BE%'))));
  return rows.flatMap((row) =>
    row.vatNumber && row.country !== 'BE' && isValidVatNumber(row.vatNumber, row.country)
      ? [{ companyId: row.companyId, vatNumber: row.vatNumber }]
      : [],
  );
}

/** One round: asks VIES about the numbers due (never decided, or decided `maxAgeDays` ago) and keeps each answer. */
export async function recheckVatNumbers(
  database: Database,
  registry: VatNumberRegistry,
  maxAgeDays: number,
  stopped: () => boolean = () => false,
): Promise<number> {
  const due = await database.db.transaction(async (tx) =>
    dueForRecheck(tx, await companiesWithNumbersAbroad(tx), maxAgeDays, recheckBatch),
  );
  let asked = 0;
  for (const { companyId, vatNumber } of due) {
    if (stopped()) break;
    // Asked outside a transaction: VIES may take seconds.
    const answer = await registry.check(vatNumber);
    await database.db.transaction((tx) => keepCheck(tx, registry, companyId, vatNumber, answer));
    asked++;
  }
  return asked;
}

/**
 * Rechecks at the start, when a number is imported or changed, and hourly: a number VIES never
 * decided (VIES was down) is asked within the hour, a decided one again after `maxAgeDays`. Two
 * processes may ask about one number in the same round; both answers are kept as evidence.
 * `registryNow` names the VIES of the shop's settings at each round.
 */
export async function startVatRecheck(
  database: Database,
  registryNow: () => Promise<VatNumberRegistry>,
  maxAgeDays: number,
) {
  const loop = startDispatchLoop(
    'VAT number recheck',
    async (stopped) => {
      const registry = await registryNow();
      while (
        (await recheckVatNumbers(database, registry, maxAgeDays, stopped)) === recheckBatch &&
        !stopped()
      );
    },
    60 * 60 * 1000,
  );
  const stopListening = await database.listen(vatNumbersToCheckChannel, () => void loop.dispatch());
  return {
    async stop() {
      await stopListening();
      await loop.stop();
    },
  };
}

/** VIES is asked again about one company's number at most this often; a quicker click answers the last check. */
const againAfterMillis = 60_000;

/**
 * A lead buyer has VIES asked again about the company's number in another member state (after
 * correcting it at VIES's register, or when VIES was down): the answer is kept as evidence and the
 * cart prices follow it at once. Answers what the company's users then read of the check.
 */
export async function checkVatNumberAgain(ctx: RequestContext): Promise<VatCheckSummary> {
  const user = requireCustomer(ctx);
  const [row] = await ctx.tx
    .select({ leadBuyer: customer.leadBuyer, vatNumber: company.vatNumber, country: companyAddress.country })
    .from(customer)
    .innerJoin(company, eq(company.id, customer.companyId))
    .innerJoin(companyAddress, eq(companyAddress.id, company.billingAddressId))
    .where(eq(customer.id, user.id));
  if (!row?.leadBuyer)
    throw new ApiProblem(403, errorCodes.missingRight, 'Only a lead buyer has the VAT number checked again.');
  const before =
    row.vatNumber && row.country !== 'BE'
      ? await vatCheckSummaryOf(ctx.tx, user.companyId, row.vatNumber)
      : null;
  if (!before || !row.vatNumber)
    throw new ApiProblem(
      400,
      errorCodes.vatNumberNotCheckable,
      'VIES checks the VAT numbers of companies in other EU member states only.',
    );
  const recent = before.checkedAt !== null && Date.now() - Date.parse(before.checkedAt) < againAfterMillis;
  if (recent) return before;
  // Asked outside a transaction: VIES may take seconds.
  const answer = await askVies(ctx.vatRegistry, row.vatNumber);
  if (answer) await keepCheck(ctx.tx, ctx.vatRegistry, user.companyId, row.vatNumber, answer);
  return (await vatCheckSummaryOf(ctx.tx, user.companyId, row.vatNumber)) ?? before;
}
