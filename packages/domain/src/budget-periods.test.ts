import { describe, expect, it } from 'vitest';
import {
  addDays,
  brusselsDate,
  budgetDecision,
  budgetWindow,
  defaultOverBudgetRule,
  type FlowBudget,
  isCalendarDate,
  momentOfBound,
  periodOf,
  referenceBudgetDecision,
  remainingBudget,
  startOfBrusselsDay,
  strictestDecision,
} from './budget-periods.ts';

const euro = (amount: number) => amount * 10_000;
const flow = (overrides: Partial<FlowBudget> = {}): FlowBudget => ({
  period: 'monthly',
  startDate: '2026-01-01',
  endDate: null,
  mode: 'renewable',
  amount: euro(1000),
  ...overrides,
});

describe('days in Belgium', () => {
  it('turns at midnight in Brussels, not in UTC', () => {
    expect(brusselsDate(new Date('2026-01-31T22:59:59Z'))).toBe('2026-01-31');
    expect(brusselsDate(new Date('2026-01-31T23:00:00Z'))).toBe('2026-02-01');
    // Summer time: two hours ahead.
    expect(brusselsDate(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(brusselsDate(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('knows when a Belgian day begins, in winter, in summer and on the days the clocks change', () => {
    expect(startOfBrusselsDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfBrusselsDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfBrusselsDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfBrusselsDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfBrusselsDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfBrusselsDay('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('reads a bound of a period: a day is its start in Brussels, a moment as written', () => {
    expect(momentOfBound('2026-07-15')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(momentOfBound('2026-07-15T09:30:00+02:00')?.toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(momentOfBound(undefined)).toBeUndefined();
  });

  it('counts calendar days across month, year and leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    for (const impossible of ['2026-13-01', '0000-00-00', '2026-00-10', '2026-04-31', '2026-01-32']) {
      expect(isCalendarDate(impossible)).toBe(false);
    }
  });
});

describe('budget periods', () => {
  it('run 1, 7, 30 or 365 days from the start date', () => {
    expect(periodOf(flow({ period: 'daily' }), '2026-01-05')).toEqual({
      start: '2026-01-05',
      end: '2026-01-06',
      index: 4,
    });
    expect(periodOf(flow({ period: 'weekly' }), '2026-01-08')).toEqual({
      start: '2026-01-08',
      end: '2026-01-15',
      index: 1,
    });
    expect(periodOf(flow(), '2026-01-30')).toEqual({ start: '2026-01-01', end: '2026-01-31', index: 0 });
    expect(periodOf(flow(), '2026-01-31')).toEqual({ start: '2026-01-31', end: '2026-03-02', index: 1 });
    expect(periodOf(flow({ period: 'yearly' }), '2027-01-01')).toEqual({
      start: '2027-01-01',
      end: '2028-01-01',
      index: 1,
    });
  });

  it('do not run before the start date', () => {
    expect(periodOf(flow(), '2025-12-31')).toBeNull();
    expect(remainingBudget(flow(), '2025-12-31', 0)).toBeNull();
  });

  it('run a custom period from its first to its last day, inclusive', () => {
    const custom = flow({ period: 'custom', startDate: '2026-03-10', endDate: '2026-03-20' });
    expect(periodOf(custom, '2026-03-10')).toEqual({ start: '2026-03-10', end: '2026-03-21', index: 0 });
    expect(periodOf(custom, '2026-03-20')).not.toBeNull();
    expect(periodOf(custom, '2026-03-21')).toBeNull();
  });
});

describe('remaining budget', () => {
  it('starts afresh each period when renewable', () => {
    expect(budgetWindow(flow(), '2026-02-15')).toEqual({
      start: '2026-01-31',
      end: '2026-03-02',
      available: euro(1000),
    });
    expect(remainingBudget(flow(), '2026-02-15', euro(400))).toBe(euro(600));
  });

  it('carries the unspent rest over several periods when transferable', () => {
    const transferable = flow({ mode: 'transferable', period: 'weekly' });
    // Third week: three budgets since the start, whatever was spent in which week.
    expect(budgetWindow(transferable, '2026-01-16')).toEqual({
      start: '2026-01-01',
      end: '2026-01-22',
      available: euro(3000),
    });
    expect(remainingBudget(transferable, '2026-01-16', euro(1200))).toBe(euro(1800));
  });

  it('never goes below zero', () => {
    expect(remainingBudget(flow(), '2026-01-10', euro(1500))).toBe(0);
  });
});

describe('order decision of a flow', () => {
  const approveFrom = euro(500);
  const approving = { remaining: euro(800), overBudget: 'approval' } as const;
  const blocking = { remaining: euro(800), overBudget: 'block' } as const;

  it.each([
    // net total, budget, approveFrom, decision
    ['below approveFrom and within the budget', euro(200), approving, approveFrom, 'place'],
    ['at approveFrom', euro(500), approving, approveFrom, 'approval'],
    ['above approveFrom and within the budget', euro(800), blocking, approveFrom, 'approval'],
    ['within the budget of a flow without approval', euro(800), blocking, null, 'place'],
    ['above the budget of a flow that asks approval', euro(800) + 1, approving, null, 'approval'],
    ['above the budget of a flow that blocks', euro(800) + 1, blocking, approveFrom, 'blocked'],
    [
      'outside the period of a flow that asks approval',
      1,
      { remaining: null, overBudget: 'approval' },
      null,
      'approval',
    ],
    [
      'outside the period of a flow that blocks',
      1,
      { remaining: null, overBudget: 'block' },
      null,
      'blocked',
    ],
  ] as const)('an order %s: %s', (_case, total, budget, from, decision) => {
    expect(budgetDecision(total, budget, from)).toBe(decision);
  });

  it('asks approval over the budget unless the lead buyer chose to block', () => {
    expect(defaultOverBudgetRule).toBe('approval');
  });
});

describe('order decision of an order reference', () => {
  it('follows the flow rule when the reference has a budget', () => {
    const budget = { remaining: euro(300), overBudget: 'block' } as const;
    expect(referenceBudgetDecision(euro(100), budget, euro(250))).toBe('place');
    expect(referenceBudgetDecision(euro(250), budget, euro(250))).toBe('approval');
    expect(referenceBudgetDecision(euro(300) + 1, budget, euro(250))).toBe('blocked');
    expect(referenceBudgetDecision(euro(300) + 1, { ...budget, overBudget: 'approval' }, null)).toBe(
      'approval',
    );
  });

  it('only asks approval when the reference has no budget', () => {
    expect(referenceBudgetDecision(euro(100_000), null, euro(250))).toBe('approval');
    expect(referenceBudgetDecision(euro(250), null, euro(250))).toBe('approval');
    expect(referenceBudgetDecision(euro(249), null, euro(250))).toBe('place');
    expect(referenceBudgetDecision(euro(100_000), null, null)).toBe('place');
  });
});
describe('decision of flow and reference together', () => {
  it('follows the stricter of them', () => {
    expect(strictestDecision('place', 'place')).toBe('place');
    expect(strictestDecision('approval', 'place')).toBe('approval');
    expect(strictestDecision('place', 'blocked')).toBe('blocked');
    expect(strictestDecision('blocked', 'approval')).toBe('blocked');
  });

  it('places an order no budget decides', () => {
    expect(strictestDecision()).toBe('place');
  });
});
