import type { Order } from '@tradeshop/api-client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
// The server's module for Store API sessions; it also loads the message catalogues of all languages.
import '../../lib/store-api.server';
import { OrderDetails } from './OrderDetails';

const address: Order['billingAddress'] = {
  id: '00000000-0000-4000-8000-000000000201',
  name: 'Demo Bouw NV',
  street: 'Kaai',
  houseNumber: '12',
  box: null,
  zipcode: '9000',
  city: 'Gent',
  countryId: '00000000-0000-4000-8000-000000000202',
  countryCode: 'BE',
  firstName: 'Jan',
  lastName: 'Peeters',
  company: 'Demo Bouw NV',
  apiAlias: 'order_address',
};
const line: Order['lineItems'][number] = {
  id: '00000000-0000-4000-8000-000000000101',
  orderId: '00000000-0000-4000-8000-000000000100',
  identifier: '00000000-0000-4000-8000-000000000101',
  type: 'product',
  good: true,
  states: ['is-physical'],
  children: [],
  position: 1,
  productId: null,
  productNumber: 'TS-100001',
  customerSku: null,
  label: 'Zeskantbout M8x40',
  quantity: 10,
  backorderQuantity: 0,
  promisedDelivery: { fromStock: { earliest: '2026-11-25', latest: '2026-11-26' }, backorder: null },
  uom: 'PCE',
  unitPrice: 1.2,
  totalPrice: 12,
  taxRate: 21,
  remark: null,
  costPost: null,
  offer: null,
  deliveryDate: null,
  shippingNoteNumber: null,
  invoiceNumber: null,
  invoiceDate: null,
  apiAlias: 'order_line_item',
};
const order: Order = {
  id: '00000000-0000-4000-8000-000000000100',
  orderNumber: '10000042',
  orderDateTime: '2026-11-24T09:15:02.000Z',
  orderDate: '2026-11-24',
  status: 'shipped',
  stateMachineState: {
    id: '00000000-0000-4000-8000-000000000301',
    technicalName: 'shipped',
    name: 'Geleverd',
    translated: { name: 'Geleverd' },
    apiAlias: 'state_machine_state',
  },
  approvalStatus: null,
  approvers: [],
  flowId: null,
  customerId: '00000000-0000-4000-8000-000000000001',
  placedByStaff: null,
  companyId: '00000000-0000-4000-8000-000000000002',
  salesChannelId: '00000000-0000-4000-8000-000000000003',
  languageId: '00000000-0000-4000-8000-000000000004',
  currencyId: '00000000-0000-4000-8000-000000000005',
  currencyFactor: 1,
  shippingOption: 'delivery',
  shippingMethod: 'together',
  paymentMethod: 'invoice',
  pickupLocation: null,
  deliveryDate: null,
  billingAddressId: address.id,
  billingAddress: address,
  shippingAddress: address,
  orderReference: null,
  orderReferenceSuffix: null,
  fileNumber: null,
  remark: null,
  orderReferenceId: null,
  costPost: null,
  costCenter: null,
  positionPrice: 12,
  shippingTotal: 0,
  additionalCost: 0,
  amountNet: 12,
  amountTotal: 14.52,
  calculatedTaxes: [{ taxRate: 21, tax: 2.52 }],
  vatTreatment: null,
  taxStatus: 'net',
  price: {
    positionPrice: 12,
    netPrice: 12,
    totalPrice: 14.52,
    rawTotal: 14.52,
    taxStatus: 'net',
    calculatedTaxes: [{ taxRate: 21, tax: 2.52, price: 12, apiAlias: 'cart_tax_calculated' }],
    taxRules: [{ taxRate: 21, name: 'btw 21%' }],
    apiAlias: 'cart_price',
  },
  lineItems: [line],
  deliveryParts: [{ promise: { earliest: '2026-11-25', latest: '2026-11-26' }, positions: [1] }],
  documents: [],
  shipmentNumber: null,
  trackAndTraceUrl: null,
  apiAlias: 'order',
};

function render(path: string, shown: Order): string {
  const Stub = createRoutesStub([
    { path: '*', Component: () => createElement(OrderDetails, { order: shown, pickupLocation: null }) },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

describe('an order’s details', () => {
  it('show what the ERP said: the shipment with its tracking link, and per line delivery, shipping note and invoice', () => {
    const html = render('/account/orders', {
      ...order,
      shipmentNumber: '3SBPO0123456',
      trackAndTraceUrl: 'https://track.example/3SBPO0123456',
      lineItems: [
        {
          ...line,
          deliveryDate: '2026-11-26',
          shippingNoteNumber: 'LB-7781',
          invoiceNumber: 'F26-0042',
          invoiceDate: '2026-11-27',
        },
      ],
    });
    expect(html).toContain('Zending');
    expect(html).toContain('3SBPO0123456');
    expect(html).toContain('href="https://track.example/3SBPO0123456"');
    expect(html).toContain('Volg uw zending');
    expect(html).toContain(
      'Levering op 26 november 2026 · Leverbon LB-7781 · Factuur F26-0042 van 27 november 2026',
    );
  });

  it('say nothing of a shipment or invoice before the ERP does, in any language', () => {
    const html = render('/fr/account/orders', order);
    expect(html).not.toContain('data-testid="order-shipment"');
    expect(html).not.toContain('data-testid="order-line-progress"');
    const invoiced = render('/fr/account/orders', {
      ...order,
      lineItems: [{ ...line, invoiceNumber: 'F26-0042' }],
    });
    expect(invoiced).toContain('Facture F26-0042');
  });

  it('keep the days promised when the order was placed, one line per shipment', () => {
    const plain = (html: string) => html.replace(/[\u00a0\u202f\u2009]/g, ' ');
    expect(plain(render('/account/orders', order))).toContain('Verwachte levering');
    expect(plain(render('/account/orders', order))).toContain('wo 25 – do 26 nov');
    const apart = render('/en/account/orders', {
      ...order,
      deliveryParts: [
        { promise: { earliest: '2026-11-25', latest: '2026-11-25' }, positions: [1] },
        { promise: null, positions: [2] },
      ],
    });
    expect(plain(apart)).toContain('Wed 25 Nov: line 1');
    expect(plain(apart)).toContain('once the backorder is in: line 2');
  });
});
