import { describe, expect, it } from 'vitest';
import { flowDecisionFor, referenceDecisionFor } from './flow-decision';

const flow = {
  flow: { id: '0190a5b0-0000-7000-8000-000000000001', name: 'Werf' },
  budgetAmount: 1000,
  remainingBudget: 800,
  overBudget: 'block' as const,
  approveFrom: 500,
  periodStart: '2026-11-01',
  periodEnd: '2026-12-01',
};

describe('order button under a flow', () => {
  it('places orders of users without a flow', () => {
    expect(flowDecisionFor(null, 5000)).toBe('place');
  });

  it('places below approveFrom, requests approval from it on, blocks above what is left', () => {
    expect(flowDecisionFor(flow, 200)).toBe('place');
    expect(flowDecisionFor(flow, 500)).toBe('approval');
    expect(flowDecisionFor(flow, 800.01)).toBe('blocked');
  });

  it('requests approval above what is left when the flow asks approval instead of blocking', () => {
    expect(flowDecisionFor({ ...flow, overBudget: 'approval' }, 800.01)).toBe('approval');
  });
});

const reference = {
  id: '0190a5b0-0000-7000-8000-000000000002',
  name: 'Project Haven',
  budgetAmount: 3000,
  remainingBudget: 300,
  overBudget: 'block' as const,
  approveFrom: 250,
  periodStart: '2026-11-01',
  periodEnd: '2026-12-01',
};

describe('order button with an order reference', () => {
  it('places, requests approval or blocks by what is left of the reference budget', () => {
    expect(referenceDecisionFor(null, 5000)).toBe('place');
    expect(referenceDecisionFor(reference, 100)).toBe('place');
    expect(referenceDecisionFor(reference, 250)).toBe('approval');
    expect(referenceDecisionFor(reference, 300.01)).toBe('blocked');
  });

  it('only asks approval for a reference without a budget', () => {
    const unlimited = { ...reference, budgetAmount: null, remainingBudget: null };
    expect(referenceDecisionFor(unlimited, 100_000)).toBe('approval');
    expect(referenceDecisionFor({ ...unlimited, approveFrom: null }, 100_000)).toBe('place');
  });
});
