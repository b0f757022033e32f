import type { ExternalContactGroup } from '@tradeshop/api-client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
// The server's module for Store API sessions; it also loads the message catalogues of all languages.
import '../../lib/store-api.server';
import { CostCenterChoice } from './CostCenterChoice';

const contacts: ExternalContactGroup[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    code: 'KP-100',
    name: 'Onderhoud Gent',
    contacts: [
      {
        id: '00000000-0000-4000-8000-000000000011',
        identifier: 'EXT-0142',
        name: 'Pieter De Smet',
        email: 'pieter@havenbedrijf.example',
      },
    ],
    contracts: [
      {
        id: '00000000-0000-4000-8000-000000000021',
        number: 'RC-2025-014',
        description: 'Raamcontract',
        validFrom: null,
        validTo: null,
      },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    code: 'KP-200',
    name: 'Werf',
    contacts: [
      {
        id: '00000000-0000-4000-8000-000000000012',
        identifier: 'EXT-0203',
        name: 'Hanne',
        email: 'h@w.example',
      },
    ],
    contracts: [],
  },
];

function render(path: string, props: Parameters<typeof CostCenterChoice>[0]): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => createElement(CostCenterChoice, props) }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

describe('the checkout’s cost centre choice', () => {
  it('posts to the resource route with every contact and contract grouped by cost centre', () => {
    const html = render('/checkout', { choice: null, contacts });
    expect(html).toContain('action="/checkout/cost-center"');
    expect(html).toContain('<optgroup label="KP-100 – Onderhoud Gent">');
    expect(html).toContain('<optgroup label="KP-200 – Werf">');
    expect(html).toContain('Pieter De Smet (EXT-0142) – pieter@havenbedrijf.example');
    expect(html).toContain('RC-2025-014 – Raamcontract');
    expect(html).toContain('name="externalContactId"');
    expect(html).toContain('name="contractId"');
    expect(html).toContain('value="assign"');
    expect(html).not.toContain('value="dismiss"');
    expect(html).toContain('Deze bestelling wordt niet aan een kostenplaats aangerekend.');
  });

  it('shows the choice with a remove button, and a refusal in the user’s language', () => {
    const group = contacts[0]!;
    const html = render('/fr/checkout?costCenterError=DEXIS__COST_CENTER_CONTRACT_NOT_VALID', {
      choice: {
        costCenter: { id: group.id, code: group.code, name: group.name },
        contact: group.contacts[0]!,
        contract: { id: group.contracts[0]!.id, number: 'RC-2025-014', description: 'Raamcontract' },
      },
      contacts,
    });
    expect(html).toContain('action="/fr/checkout/cost-center"');
    expect(html).toContain('value="dismiss"');
    expect(html).toContain('Ce contrat n’est pas valable aujourd’hui.');
    expect(html).toMatch(/<option value="00000000-0000-4000-8000-000000000011" selected="">/);
  });
});
