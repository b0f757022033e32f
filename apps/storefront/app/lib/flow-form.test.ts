import type { OrderFlow } from '@tradeshop/api-client';
import './i18n.server';
import { describe, expect, it } from 'vitest';
import {
  budgetHolderAnswersOf,
  checkFlow,
  emptyFlowAnswers,
  type FlowAnswers,
  flowAnswersOf,
  flowBudgetText,
  flowInputOfFlow,
  flowStepErrors,
  flowStepOfFields,
  parseEuroAmount,
} from './flow-form';
import { translator } from './i18n';

const dutch = translator('nl-NL');
const approverId = '0190a6a5-4d6b-7000-8000-000000000001';

const complete: FlowAnswers = {
  name: 'Onderhoud',
  budgetAmount: '1000',
  period: 'monthly',
  startDate: '2030-01-07',
  endDate: '',
  mode: 'renewable',
  overBudget: 'approval',
  approveFrom: '500',
  approverIds: [approverId],
};

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const storedFlow: OrderFlow = {
  id: '0190a6a5-4d6b-7000-8000-0000000000f1',
  name: 'Onderhoud',
  active: true,
  period: 'custom',
  startDate: '2030-04-01',
  endDate: '2030-06-30',
  mode: 'transferable',
  budgetAmount: 1250.5,
  overBudget: 'block',
  approveFrom: null,
  approvers: [{ id: approverId, firstName: 'Sophie', lastName: 'Dubois', username: 'demo.approver' }],
  users: [],
  createdAt: '2030-01-01T00:00:00.000Z',
  apiAlias: 'dexis_order_flow',
};

describe('flow form', () => {
  it('reads the answers of a step with the earlier ones carried in hidden inputs, approvers once each', () => {
    const answers = flowAnswersOf(
      formOf([
        ['name', ' Onderhoud '],
        ['budgetAmount', '1000'],
        ['period', 'monthly'],
        ['approverIds', approverId],
        ['approverIds', approverId],
      ]),
    );
    expect(answers).toEqual({
      ...emptyFlowAnswers,
      name: 'Onderhoud',
      budgetAmount: '1000',
      approverIds: [approverId],
    });
  });

  it('reads euro amounts as Belgians and others type them', () => {
    expect(parseEuroAmount('1000')).toBe(1000);
    expect(parseEuroAmount('1.000,50')).toBe(1000.5);
    expect(parseEuroAmount('250,5')).toBe(250.5);
    expect(parseEuroAmount('€ 99.95')).toBe(99.95);
    expect(parseEuroAmount('12,345')).toBeNaN();
    expect(parseEuroAmount('veel')).toBeNaN();
  });

  it('takes a complete flow and leaves the end date out of repeating periods', () => {
    const { input, fieldErrors } = checkFlow({ ...complete, endDate: '2030-02-01' }, true, dutch);
    expect(fieldErrors).toBeNull();
    expect(input).toMatchObject({ budgetAmount: 1000, approveFrom: 500, endDate: null, active: true });
  });

  it('words the errors in Dutch at their fields', () => {
    const { fieldErrors } = checkFlow(
      { ...complete, name: '', budgetAmount: '0', period: 'custom', endDate: '2030-01-01', approverIds: [] },
      true,
      dutch,
    );
    expect(fieldErrors).toEqual({
      name: 'Dit veld is verplicht.',
      budgetAmount: 'Het budget moet groter zijn dan 0.',
      endDate: 'De einddatum moet later zijn dan de startdatum.',
      approverIds: expect.stringContaining('Kies minstens één goedkeurder'),
    });
    expect(
      checkFlow({ ...complete, budgetAmount: 'veel', approveFrom: '1,2,3' }, true, dutch).fieldErrors,
    ).toEqual({
      budgetAmount: 'Geef een bedrag in euro in, bv. 1000 of 250,50.',
      approveFrom: 'Geef een bedrag in euro in, bv. 1000 of 250,50.',
    });
    expect(checkFlow({ ...complete, period: 'custom' }, true, dutch).fieldErrors).toEqual({
      endDate: 'Dit veld is verplicht.',
    });
  });

  it('checks a wizard step only against its own and earlier fields', () => {
    expect(flowStepErrors('name', { ...emptyFlowAnswers, name: 'Onderhoud' }, dutch)).toEqual({});
    expect(flowStepErrors('budget', { ...emptyFlowAnswers, name: 'Onderhoud' }, dutch)).toEqual({
      budgetAmount: 'Dit veld is verplicht.',
      startDate: 'Dit veld is verplicht.',
    });
  });

  it('sends a failed final check back to the first step that asks for a failing field', () => {
    expect(flowStepOfFields(['approverIds', 'name'])).toBe('name');
    expect(flowStepOfFields(['endDate'])).toBe('budget');
    expect(flowStepOfFields([])).toBe('approvers');
  });

  it('fills the edit form from a stored flow and keeps the rest when only switching it off', () => {
    expect(budgetHolderAnswersOf(storedFlow)).toMatchObject({
      budgetAmount: '1250,5',
      overBudget: 'block',
      approveFrom: '',
      endDate: '2030-06-30',
      approverIds: [approverId],
    });
    expect(flowInputOfFlow(storedFlow, { active: false })).toEqual({
      name: 'Onderhoud',
      active: false,
      period: 'custom',
      startDate: '2030-04-01',
      endDate: '2030-06-30',
      mode: 'transferable',
      overBudget: 'block',
      budgetAmount: 1250.5,
      approveFrom: null,
      approverIds: [approverId],
    });
  });

  it('states the budget with its period in words, the amount as the language writes it', () => {
    expect(flowBudgetText({ ...storedFlow, period: 'weekly' }, dutch, 'nl-NL')).toBe(
      '€\u00a01.250,50 per week',
    );
    expect(flowBudgetText(storedFlow, translator('en-GB'), 'en-GB')).toBe(
      '€1,250.50 from 1 Apr 2030 to 30 Jun 2030',
    );
  });
});
