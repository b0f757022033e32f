/**
 * Budget periods of order flows (account-and-ordering.md §3, DESIGN.md §4). A flow gives each of its
 * users a budget per period: periods of 1, 7, 30 or 365 days counted from the flow's start date, or
 * one custom period from a start to an end date. Days are calendar days in Belgium
 * (Europe/Brussels), so a period turns at local midnight whatever the season.
 */

export const budgetPeriodDays = { daily: 1, weekly: 7, monthly: 30, yearly: 365 } as const;
export type RepeatingPeriod = keyof typeof budgetPeriodDays;
export type BudgetPeriod = RepeatingPeriod | 'custom';
export const budgetPeriods = [...(Object.keys(budgetPeriodDays) as RepeatingPeriod[]), 'custom'] as const;

/** Renewable budgets start afresh each period; transferable ones carry the unspent rest over. */
export type BudgetMode = 'renewable' | 'transferable';

export interface FlowBudget {
  period: BudgetPeriod;
  /** First day, `YYYY-MM-DD`. */
  startDate: string;
  /** Last day of a custom period, `YYYY-MM-DD`; ignored for repeating periods. */
  endDate: string | null;
  mode: BudgetMode;
  /** Budget per user per period, in integer ten-thousandths of a euro. */
  amount: number;
}

const dayMs = 86_400_000;
const brusselsDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Belgium at this instant, `YYYY-MM-DD`. */
export function brusselsDate(instant: Date): string {
  return brusselsDay.format(instant);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  // 2026-13-01 parses to NaN; 2026-02-30 to another day.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOfDayNumber = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/**
 * The instant at which a Belgian calendar day begins (00:00 in Brussels, 23:00 or 22:00 UTC the
 * day before depending on summer time).
 */
export function startOfBrusselsDay(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // Brussels is one or two hours ahead of UTC; take the candidate that is still that day there.
  for (const hoursAhead of [2, 1]) {
    const candidate = new Date(utcMidnight - hoursAhead * 3_600_000);
    if (brusselsDate(candidate) === date && brusselsDate(new Date(candidate.getTime() - 1)) !== date) {
      return candidate;
    }
  }
  throw new Error(`No start of ${date} in Brussels`);
}

/**
 * The moment a bound of a period in a query names: `YYYY-MM-DD` is the start of that day in
 * Brussels, anything else a moment written in ISO 8601; no bound, none.
 */
export function momentOfBound(bound: string | undefined): Date | undefined {
  if (bound === undefined) return undefined;
  return isoDate.test(bound) ? startOfBrusselsDay(bound) : new Date(bound);
}

/** A stretch of days: from `start` up to but not including `end`. */
export interface DateRange {
  start: string;
  end: string;
}

/**
 * The period `today` falls in, with its number (0 for the first), or null when the flow's budget
 * does not run that day (before the start, after a custom end).
 */
export function periodOf(budget: FlowBudget, today: string): (DateRange & { index: number }) | null {
  const offset = dayNumber(today) - dayNumber(budget.startDate);
  if (offset < 0) return null;
  if (budget.period === 'custom') {
    if (!budget.endDate || today > budget.endDate) return null;
    return { start: budget.startDate, end: addDays(budget.endDate, 1), index: 0 };
  }
  const length = budgetPeriodDays[budget.period];
  const index = Math.floor(offset / length);
  const start = addDays(budget.startDate, index * length);
  return { start, end: addDays(start, length), index };
}

/**
 * Which orders count against the budget on `today` and how much the user may spend in that window:
 * the current period and one budget (renewable), or everything since the start and one budget per
 * period begun so far (transferable: the unspent rest of earlier periods is still there).
 */
export function budgetWindow(budget: FlowBudget, today: string): (DateRange & { available: number }) | null {
  const period = periodOf(budget, today);
  if (!period) return null;
  if (budget.mode === 'renewable') return { start: period.start, end: period.end, available: budget.amount };
  return { start: budget.startDate, end: period.end, available: budget.amount * (period.index + 1) };
}

/** What is left of the budget on `today` after `spent` (ten-thousandths) in its window; never below 0. */
export function remainingBudget(budget: FlowBudget, today: string, spent: number): number | null {
  const window = budgetWindow(budget, today);
  if (!window) return null;
  return Math.max(0, window.available - spent);
}

/** How an order of `total` fares against a flow: placed, sent for approval, or blocked. */
export type BudgetDecision = 'place' | 'approval' | 'blocked';

/**
 * What a flow or an order reference does with an order over its budget (or outside its budget's
 * period), as its lead buyer set it: send it for approval (the default), or block it.
 */
export const overBudgetRules = ['approval', 'block'] as const;
export type OverBudgetRule = (typeof overBudgetRules)[number];
export const defaultOverBudgetRule: OverBudgetRule = 'approval';

/** A budget as an order meets it: what is left (null: its period does not run today) and its rule. */
export interface BudgetStanding {
  remaining: number | null;
  overBudget: OverBudgetRule;
}

/**
 * The order rule of a flow. Budgets count without VAT, as every price of the shop: `total` is the
 * order's net total. Above the remaining budget, or while the budget does not run, the order goes
 * for approval or is blocked as the flow says; within it, at or above `approveFrom` it needs
 * approval; below it is placed.
 */
export function budgetDecision(
  total: number,
  budget: BudgetStanding,
  approveFrom: number | null,
): BudgetDecision {
  if (budget.remaining === null || total > budget.remaining) {
    return budget.overBudget === 'block' ? 'blocked' : 'approval';
  }
  if (approveFrom !== null && total >= approveFrom) return 'approval';
  return 'place';
}

/**
 * The order rule of an order reference: with a budget it is the flow's rule (`budgetDecision`); a
 * reference without a budget (`budget` null) blocks nothing and only asks approval at or above
 * `approveFrom`.
 */
export function referenceBudgetDecision(
  total: number,
  budget: BudgetStanding | null,
  approveFrom: number | null,
): BudgetDecision {
  if (budget === null) return approveFrom !== null && total >= approveFrom ? 'approval' : 'place';
  return budgetDecision(total, budget, approveFrom);
}

const strictness: readonly BudgetDecision[] = ['place', 'approval', 'blocked'];

/**
 * The decision of several budgets on one order (the user's flow and the order reference): blocked
 * if any blocks, waiting for approval if any asks it, else placed.
 */
export function strictestDecision(...decisions: BudgetDecision[]): BudgetDecision {
  return strictness[Math.max(0, ...decisions.map((decision) => strictness.indexOf(decision)))]!;
}
