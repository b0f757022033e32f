import './i18n.server';
import { StoreApiError } from '@tradeshop/api-client';
import { describe, expect, it } from 'vitest';
import {
  changeRows,
  checkCostCenter,
  costCenterAnswersOf,
  costCenterCallErrors,
  costCenterCodeMessage,
  costCenterIntentOf,
  emptyContact,
  emptyContract,
} from './cost-center-form';
import { translator } from './i18n';

const t = translator('nl-NL');

function formOf(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const contact = (identifier: string, email = `${identifier.toLowerCase()}@klant.example`) => ({
  id: '',
  identifier,
  name: `Naam ${identifier}`,
  email,
});

describe('the cost centre form', () => {
  it('reads its rows in the order they were posted', () => {
    const answers = costCenterAnswersOf(
      formOf([
        ['code', ' KP-1 '],
        ['name', 'Onderhoud'],
        ['active', 'on'],
        ['contact.id', ''],
        ['contact.identifier', 'A'],
        ['contact.name', 'Anna'],
        ['contact.email', 'anna@klant.example'],
        ['contact.id', '7d3b2a1e-0000-4000-8000-000000000001'],
        ['contact.identifier', 'B'],
        ['contact.name', 'Bert'],
        ['contact.email', 'bert@klant.example'],
        ['contract.id', ''],
        ['contract.number', 'C-1'],
        ['contract.description', ''],
        ['contract.validFrom', '2026-01-01'],
        ['contract.validTo', ''],
      ]),
    );
    expect(answers).toEqual({
      code: 'KP-1',
      name: 'Onderhoud',
      active: true,
      contacts: [
        { id: '', identifier: 'A', name: 'Anna', email: 'anna@klant.example' },
        {
          id: '7d3b2a1e-0000-4000-8000-000000000001',
          identifier: 'B',
          name: 'Bert',
          email: 'bert@klant.example',
        },
      ],
      contracts: [{ id: '', number: 'C-1', description: '', validFrom: '2026-01-01', validTo: '' }],
    });
  });

  it('adds and removes rows as the buttons ask', () => {
    const answers = {
      code: '',
      name: '',
      active: true,
      contacts: [contact('A'), contact('B')],
      contracts: [],
    };
    expect(costCenterIntentOf('removeContact:0')).toEqual({ kind: 'remove', list: 'contacts', index: 0 });
    expect(costCenterIntentOf('addContract')).toEqual({ kind: 'add', list: 'contracts' });
    expect(costCenterIntentOf('removeContact:x')).toBeNull();
    expect(changeRows(answers, { kind: 'remove', list: 'contacts', index: 0 }).contacts).toEqual([
      contact('B'),
    ]);
    expect(changeRows(answers, { kind: 'add', list: 'contracts' }).contracts).toEqual([emptyContract]);
  });

  it('leaves blank rows out and puts each error next to its row as shown', () => {
    const answers = {
      code: '',
      name: 'Onderhoud',
      active: true,
      contacts: [emptyContact, contact('A'), contact('a'), contact('C', 'geen-adres')],
      contracts: [{ id: '', number: 'C-1', description: '', validFrom: '2026-05-10', validTo: '2026-05-01' }],
    };
    const { input, fieldErrors } = checkCostCenter(answers, t);
    expect(input).toBeNull();
    expect(fieldErrors).toEqual({
      code: 'Dit veld is verplicht.',
      'contacts.2.identifier': 'Een andere contactpersoon heeft deze identificatie al.',
      'contacts.3.email': 'Geef een geldig e-mailadres in.',
      'contracts.0.validTo': 'De einddatum mag niet voor de begindatum liggen.',
    });
    const fine = checkCostCenter(
      { ...answers, code: 'KP', contacts: [emptyContact, contact('A')], contracts: [] },
      t,
    );
    expect(fine.input?.contacts).toEqual([{ identifier: 'A', name: 'Naam A', email: 'a@klant.example' }]);
  });

  it('shows the Store API’s refusals in the user’s language', () => {
    const answers = {
      code: 'KP',
      name: 'X',
      active: true,
      contacts: [emptyContact, contact('A')],
      contracts: [],
    };
    const taken = new StoreApiError(400, [
      {
        status: '400',
        code: 'COST_CENTER_CODE_NOT_UNIQUE',
        title: 'Bad Request',
        detail: 'taken',
        meta: { parameters: {} },
        violations: [{ propertyPath: 'body/code', type: 'COST_CENTER_CODE_NOT_UNIQUE', title: 'taken' }],
      },
    ]);
    expect(costCenterCallErrors(taken, answers, t)).toEqual({
      formError: 'Een andere kostenplaats van uw bedrijf heeft deze code al.',
      fieldErrors: { code: 'Een andere kostenplaats van uw bedrijf heeft deze code al.' },
    });
    const gone = new StoreApiError(400, [
      {
        status: '400',
        code: 'FRAMEWORK__INVALID_REQUEST',
        title: 'Bad Request',
        detail: 'gone',
        meta: { parameters: {} },
        violations: [
          { propertyPath: 'body/contacts/0/id', type: 'VIOLATION::COST_CENTER_ROW_NOT_FOUND', title: '' },
        ],
      },
    ]);
    expect(costCenterCallErrors(gone, answers, t).fieldErrors).toEqual({
      'contacts.1.identifier': 'Deze regel bestaat niet meer; laad de pagina opnieuw.',
    });
    expect(costCenterCodeMessage('DEXIS__COST_CENTER_CONTRACT_NOT_VALID', t)).toBe(
      'Dit contract is vandaag niet geldig.',
    );
    expect(translator('fr-FR')('costCenter.error.contractNotValid')).toBe(
      'Ce contrat n’est pas valable aujourd’hui.',
    );
  });
});
