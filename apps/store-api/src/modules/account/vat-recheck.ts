import { isValidVatNumber } from '@tradeshop/domain';
import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import type { Database, Tx } from '../../db/index.ts';
import { startDispatchLoop } from '../../platform/dispatch-loop.ts';
import type { VatNumberRegistry } from '../../platform/ports.ts';
import { dueForRecheck, keepCheck } from '../vat-check/index.ts';
import { company, companyAddress } from './company.tables.ts';

/** Numbers asked per round, so that VIES is never asked in a burst. */
const recheckBatch = 20;

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
 * Rechecks at the start and then hourly: a number VIES never decided (new, imported, or VIES was down)
 * is asked within the hour, a decided one again after `maxAgeDays`. Two processes may ask about one
 * number in the same round; both answers are kept as evidence.
 */
export function startVatRecheck(database: Database, registry: VatNumberRegistry, maxAgeDays: number) {
  return startDispatchLoop(
    'VAT number recheck',
    async (stopped) => {
      while (
        (await recheckVatNumbers(database, registry, maxAgeDays, stopped)) === recheckBatch &&
        !stopped()
      );
    },
    60 * 60 * 1000,
  );
}
