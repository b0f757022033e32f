import { randomUUID } from 'node:crypto';
import { isEuVatCountry, normalizeVatNumber, type VatNumberStanding } from '@tradeshop/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { VatCheckAnswer, VatNumberRegistry } from '../../platform/ports.ts';
import { vatNumberCheck } from './vat-check.tables.ts';

/** Whether VIES knows the numbers of this company's country (EU member states, Northern Ireland). */
const askable = (vatNumber: string) =>
  isEuVatCountry(vatNumber.slice(0, 2) === 'EL' ? 'GR' : vatNumber.slice(0, 2));

/**
 * Asks VIES about a number that already passed its format and check digits (a malformed one never
 * leaves the shop); answers null for a number outside the EU. Made outside any transaction: VIES may
 * take seconds, and the answer is kept with `keepCheck` in the transaction that uses it.
 */
export async function askVies(
  registry: VatNumberRegistry,
  vatNumber: string,
): Promise<VatCheckAnswer | null> {
  const compact = normalizeVatNumber(vatNumber);
  if (!askable(compact)) return null;
  return registry.check(compact);
}

/** Keeps a VIES answer as evidence of the company's number. */
export async function keepCheck(
  tx: Tx,
  registry: Pick<VatNumberRegistry, 'requester'>,
  companyId: string | null,
  vatNumber: string,
  answer: VatCheckAnswer,
): Promise<void> {
  await tx.insert(vatNumberCheck).values({
    id: randomUUID(),
    companyId,
    vatNumber: normalizeVatNumber(vatNumber),
    outcome: answer.outcome,
    requestIdentifier: answer.requestIdentifier,
    traderName: answer.traderName,
    traderAddress: answer.traderAddress,
    requester: registry.requester || null,
    errorCode: answer.errorCode,
  });
}

/** What a company's users read of the check of its number abroad (null for a Belgian or non-EU number). */
export interface VatCheckSummary {
  standing: VatNumberStanding;
  /** When VIES last decided (confirmed or refused) the number, else when it was last asked. */
  checkedAt: string | null;
  /** The consultation number of that decision. */
  requestIdentifier: string | null;
}

/**
 * How VIES stands on a company's number abroad: confirmed or invalid by the latest check that decided
 * (an unavailable VIES leaves an earlier decision standing), unconfirmed without one; null where no
 * check applies (a Belgian or non-EU number).
 */
export async function vatCheckSummaryOf(
  tx: Tx,
  companyId: string,
  vatNumber: string | null,
): Promise<VatCheckSummary | null> {
  const compact = vatNumber ? normalizeVatNumber(vatNumber) : null;
  if (!compact || compact.startsWith('BE') || !askable(compact)) return null;
  const checks = await tx
    .select({
      outcome: vatNumberCheck.outcome,
      checkedAt: vatNumberCheck.checkedAt,
      requestIdentifier: vatNumberCheck.requestIdentifier,
    })
    .from(vatNumberCheck)
    .where(and(eq(vatNumberCheck.companyId, companyId), eq(vatNumberCheck.vatNumber, compact)))
    .orderBy(desc(vatNumberCheck.checkedAt))
    .limit(50);
  const decided = checks.find((check) => check.outcome !== 'unavailable');
  const shown = decided ?? checks[0];
  return {
    standing: !decided ? 'unconfirmed' : decided.outcome === 'valid' ? 'confirmed' : 'invalid',
    checkedAt: shown?.checkedAt.toISOString() ?? null,
    requestIdentifier: decided?.requestIdentifier ?? null,
  };
}

/** Ties the checks made while a company registered (no company yet) to it. */
export async function tieChecksTo(tx: Tx, companyId: string, vatNumber: string): Promise<void> {
  await tx
    .update(vatNumberCheck)
    .set({ companyId })
    .where(
      and(isNull(vatNumberCheck.companyId), eq(vatNumberCheck.vatNumber, normalizeVatNumber(vatNumber))),
    );
}

/**
 * Of the companies given (those of other member states: Belgian numbers need no evidence of an exempt
 * supply), the ones whose number VIES never decided, or last decided more than `maxAgeDays` ago; an
 * unanswered number is asked again an hour later at the soonest. Oldest first, at most `limit`.
 */
export async function dueForRecheck(
  tx: Tx,
  candidates: readonly { companyId: string; vatNumber: string }[],
  maxAgeDays: number,
  limit: number,
): Promise<{ companyId: string; vatNumber: string }[]> {
  if (candidates.length === 0) return [];
  const rows = await queryRows<{ company_id: string; vat_number: string }>(
    tx,
    sql`select candidate.company_id, candidate.vat_number
          from unnest(${sql.param(candidates.map((entry) => entry.companyId))}::uuid[],
                      ${sql.param(candidates.map((entry) => normalizeVatNumber(entry.vatNumber)))}::text[])
               as candidate(company_id, vat_number)
          left join lateral (
            select max(checked_at) filter (where outcome in ('valid', 'invalid')) as decided_at,
                   max(checked_at) as checked_at
              from vat_number_check v
             where v.company_id = candidate.company_id and v.vat_number = candidate.vat_number
          ) last on true
         where (last.decided_at is null or last.decided_at < now() - make_interval(days => ${maxAgeDays}))
           and (last.checked_at is null or last.checked_at < now() - interval '1 hour')
         order by last.checked_at nulls first
         limit ${limit}`,
  );
  return rows.map((row) => ({ companyId: row.company_id, vatNumber: row.vat_number }));
}
