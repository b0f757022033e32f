import { rightsOf } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { partRightsOf, partsToChange, withPostedParts } from './budget-parts';
import { emptyFlowAnswers, type FlowAnswers } from './flow-form';

const stored: FlowAnswers = {
  ...emptyFlowAnswers,
  name: 'Onderhoud',
  budgetAmount: '1000',
  startDate: '2026-01-01',
  approveFrom: '500',
  approverIds: ['sophie'],
};
const posted: FlowAnswers = {
  ...emptyFlowAnswers,
  name: 'Omgedoopt',
  budgetAmount: '1500',
  period: 'weekly',
  startDate: '2026-02-01',
  mode: 'transferable',
  approveFrom: '',
  approverIds: [],
};

const checked = {
  name: 'Onderhoud',
  active: true,
  period: 'weekly' as const,
  startDate: '2026-02-01',
  endDate: null,
  mode: 'transferable' as const,
  budgetAmount: 1500,
  approveFrom: 500,
  approverIds: ['sophie'],
};

describe('the parts of a flow or an order reference', () => {
  it('a user may change follow from the rights: all with the right for the whole', () => {
    expect(partRightsOf(rightsOf(['ROLE_MANAGE_ORDER_FLOWS']), 'ROLE_MANAGE_ORDER_FLOWS')).toEqual({
      whole: true,
      budget: true,
      approval: true,
    });
    expect(partRightsOf(rightsOf(['ROLE_MANAGE_BUDGETS']), 'ROLE_MANAGE_ORDER_FLOWS')).toEqual({
      whole: false,
      budget: true,
      approval: false,
    });
    expect(partRightsOf(rightsOf(['ROLE_MANAGE_APPROVERS']), 'ROLE_MANAGE_ORDER_REFERENCES')).toEqual({
      whole: false,
      budget: false,
      approval: true,
    });
  });

  it('take from a posted form only the fields of the parts the user may change', () => {
    const may = { whole: false, budget: true, approval: false };
    expect(withPostedParts(stored, posted, may)).toEqual({
      ...stored,
      budgetAmount: '1500',
      period: 'weekly',
      startDate: '2026-02-01',
      endDate: '',
      mode: 'transferable',
    });
    const approvals = withPostedParts(stored, posted, { whole: false, budget: false, approval: true });
    expect(approvals).toEqual({ ...stored, approveFrom: '', approverIds: [] });
  });

  it('are sent to the Store API as the parts the user may change, and no other', () => {
    expect(partsToChange(checked, { whole: false, budget: true, approval: false })).toEqual({
      budget: {
        period: 'weekly',
        startDate: '2026-02-01',
        endDate: null,
        mode: 'transferable',
        budgetAmount: 1500,
      },
    });
    expect(partsToChange(checked, { whole: false, budget: false, approval: true })).toEqual({
      approval: { approveFrom: 500, approverIds: ['sophie'] },
    });
  });
});
