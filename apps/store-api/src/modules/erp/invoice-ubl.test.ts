import { readFileSync } from 'node:fs';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FailedAssertion, peppolValidator } from '../../test/peppol-validate.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import type { DocumentCustomer, InvoiceDocument } from './document-pdf.ts';
import { invoiceUbl } from './invoice-ubl.ts';

let shop: TestShop;
let validate: (xml: string) => FailedAssertion[];
let lead: string;
let buyer: string;
let other: string;
let dutch: string;
let swiss: string;

const failedIds = (xml: string) => validate(xml).map((failure) => `${failure.rules} ${failure.id}`);
/** The text of the first element of this name. */
const field = (xml: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(xml)?.[1];

const customer: DocumentCustomer = {
  address: {
    name: 'Bouw & <Techniek> NV',
    street: 'Kaai',
    houseNumber: '12',
    box: '3',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  },
  vatNumber: 'BE 0712.345.630',
};

const invoice: InvoiceDocument = {
  number: 'F26-90001',
  type: 'invoice',
  issuedOn: '2026-03-10',
  dueOn: '2026-04-09',
  orders: ['V26-90001'],
  reference: 'Werf "Kortrijk"',
  shippingNoteNumbers: ['LB26-90001'],
  paymentReference: '+++090/0010/00160+++',
  net: 129.15,
  vat: 24.12,
  total: 153.27,
  openAmount: 153.27,
  vatBreakdown: [
    { rate: 6, base: 20, amount: 1.2 },
    { rate: 21, base: 109.15, amount: 22.92 },
  ],
  vatExemption: null,
  deliveredOn: '2026-03-08',
  deliveryCountry: 'BE',
  lines: [
    // Ten at 11.15 less a discount of 2.50 on the line.
    {
      position: 1,
      article: 'TS-100001',
      name: 'Bout M8 & moer',
      quantity: 10,
      unit: 'PCE',
      unitPrice: 11.15,
      net: 109,
      vatRate: 21,
      order: 'V26-90001',
      costPost: null,
    },
    {
      position: 2,
      article: 'TS-100002',
      name: 'Kabel',
      quantity: 2.5,
      unit: 'MTR',
      unitPrice: 8,
      net: 20,
      vatRate: 6,
      order: 'V26-90001',
      costPost: null,
    },
    {
      position: 3,
      article: null,
      name: 'Verpakking',
      quantity: 1,
      unit: 'PAK',
      unitPrice: 0.15,
      net: 0.15,
      vatRate: 21,
      order: null,
      costPost: null,
    },
  ],
};

beforeAll(async () => {
  // The rules compile while the shop starts (at the first run after a change of the rules only).
  [shop, validate] = await Promise.all([startTestShop(), peppolValidator()]);
  lead = (await shop.login('demo.lead')).token;
  buyer = (await shop.login('demo.buyer')).token;
  other = (await shop.login('other.lead')).token;
  dutch = (await shop.login('nl.lead')).token;
  swiss = (await shop.login('ch.lead')).token;
});
afterAll(() => shop?.close());

describe('the Peppol rules', () => {
  it('pass the specification’s examples and name the rule a broken one breaks', () => {
    for (const example of ['base-example.xml', 'base-creditnote-correction.xml'])
      expect(
        validate(readFileSync(new URL(`../../test/peppol/${example}`, import.meta.url), 'utf8')),
      ).toEqual([]);
    const example = readFileSync(new URL('../../test/peppol/base-example.xml', import.meta.url), 'utf8');
    expect(failedIds(example.replace('<cbc:InvoiceTypeCode>380', '<cbc:InvoiceTypeCode>999'))).toContain(
      'CEN BR-CL-01',
    );
  });
});

describe('the e-invoice of an invoice', () => {
  it('is a valid Peppol BIS Billing 3.0 invoice: discounts, rates, units and texts that need escaping', () => {
    const xml = invoiceUbl(invoice, customer);
    expect(validate(xml)).toEqual([]);
    expect(field(xml, 'cbc:EndpointID')).toBe('0123456749');
    expect(xml).toContain('<cbc:EndpointID schemeID="0208">0712345630</cbc:EndpointID>');
    expect(xml).toContain('<cbc:RegistrationName>Bouw &amp; &lt;Techniek&gt; NV</cbc:RegistrationName>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="C62">10</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="MTR">2.5</cbc:InvoicedQuantity>');
    expect(field(xml, 'cbc:PaymentID')).toBe('+++090/0010/00160+++');
    expect(field(xml, 'cbc:PayableAmount')).toBe('153.27');
  });

  it('is zero rated without VAT, and names an order reference when the buyer gave none', () => {
    const xml = invoiceUbl(
      {
        ...invoice,
        dueOn: null,
        orders: [],
        reference: null,
        vatBreakdown: [{ rate: 0, base: 20, amount: 0 }],
        lines: [{ ...invoice.lines[1]!, vatRate: 0 }],
      },
      customer,
    );
    expect(validate(xml)).toEqual([]);
    expect(xml).toContain('<cbc:ID>Z</cbc:ID>');
  });

  /** The invoice without VAT: every line at 0 %, under an exemption. */
  const exemptInvoice = (vatExemption: InvoiceDocument['vatExemption'], deliveryCountry: string) => ({
    ...invoice,
    vat: 0,
    total: invoice.net,
    openAmount: invoice.net,
    vatBreakdown: [{ rate: 0, base: invoice.net, amount: 0 }],
    vatExemption,
    deliveryCountry,
    lines: invoice.lines.map((line) => ({ ...line, vatRate: 0 })),
  });

  it('is a valid intra-community supply (K) to a Dutch company: its VAT number, the reason and where the goods went', () => {
    const dutch: DocumentCustomer = {
      address: { ...customer.address, zipcode: '3029 AK', city: 'Rotterdam', country: 'NL' },
      vatNumber: 'NL004495445B01',
    };
    const xml = invoiceUbl(exemptInvoice({ category: 'K', reasonCode: 'VATEX-EU-IC' }, 'NL'), dutch);
    expect(validate(xml)).toEqual([]);
    expect(xml).toContain('<cbc:EndpointID schemeID="9944">NL004495445B01</cbc:EndpointID>');
    expect(xml).toContain('<cbc:CompanyID>NL004495445B01</cbc:CompanyID>');
    expect(xml).toMatch(
      /<cbc:ID>K<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>\s*<cbc:TaxExemptionReasonCode>VATEX-EU-IC</,
    );
    expect(xml).toMatch(
      /<cbc:ActualDeliveryDate>2026-03-08<\/cbc:ActualDeliveryDate>[\s\S]*<cbc:IdentificationCode>NL</,
    );
    expect(field(xml, 'cbc:PayableAmount')).toBe('129.15');

    const withoutCountry = xml.replace(/<cac:DeliveryLocation>[\s\S]*?<\/cac:DeliveryLocation>/, '');
    expect(failedIds(withoutCountry)).toContain('CEN BR-IC-12');
  });

  it('is a valid export (G) to a Swiss company, addressed by its UID', () => {
    const swiss: DocumentCustomer = {
      address: { ...customer.address, zipcode: '4057', city: 'Basel', country: 'CH' },
      vatNumber: 'CHE-116.281.710 MWST',
    };
    const xml = invoiceUbl(exemptInvoice({ category: 'G', reasonCode: 'VATEX-EU-G' }, 'CH'), swiss);
    expect(validate(xml)).toEqual([]);
    expect(xml).toContain('<cbc:EndpointID schemeID="9927">CHE116281710</cbc:EndpointID>');
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>VATEX-EU-G</cbc:TaxExemptionReasonCode>');
    expect(failedIds(xml.replace('VATEX-EU-G', 'VATEX-EU-IC'))).not.toEqual([]);
  });

  it('books the invoice on the buyer’s cost post, or each line on its own', () => {
    const maintenance = { code: '604000', name: 'Onderhoud' };
    const whole = invoiceUbl(
      { ...invoice, lines: invoice.lines.map((line) => ({ ...line, costPost: maintenance })) },
      customer,
    );
    expect(validate(whole)).toEqual([]);
    expect(field(whole, 'cbc:AccountingCost')).toBe('604000');
    expect(whole.indexOf('<cbc:AccountingCost>')).toBeLessThan(whole.indexOf('<cac:InvoiceLine>'));

    const perLine = invoiceUbl(
      {
        ...invoice,
        lines: invoice.lines.map((line, index) => ({
          ...line,
          costPost: index === 0 ? { code: '611000', name: 'Kantoor' } : null,
        })),
      },
      customer,
    );
    expect(validate(perLine)).toEqual([]);
    expect(perLine.match(/<cbc:AccountingCost>/g)).toHaveLength(1);
    expect(perLine.indexOf('<cbc:AccountingCost>611000')).toBeGreaterThan(
      perLine.indexOf('<cac:InvoiceLine>'),
    );
  });

  it('fails the rules when the VAT does not add up', () => {
    const wrongRate = invoiceUbl(
      { ...invoice, vatBreakdown: [invoice.vatBreakdown[0]!, { rate: 21, base: 109.15, amount: 27.92 }] },
      customer,
    );
    expect(failedIds(wrongRate)).toContain('CEN BR-S-09');
    const xml = invoiceUbl(invoice, customer);
    const wrongTotal = xml.replace(
      '<cbc:TaxAmount currencyID="EUR">24.12</cbc:TaxAmount>',
      '<cbc:TaxAmount currencyID="EUR">24.21</cbc:TaxAmount>',
    );
    expect(failedIds(wrongTotal)).toContain('CEN BR-CO-14');
  });
});

describe('the e-invoices of the history', () => {
  /** Every invoice of the user's company as the history lists it. */
  async function invoicesOf(token: string) {
    const invoices = [];
    for (let page = 1; ; page++) {
      const body = (
        await shop.call('GET', `/store-api/dexis/invoice/history?limit=100&page=${page}`, token)
      ).json();
      invoices.push(...body.data);
      if (invoices.length >= body.pager.totalResults) return invoices;
    }
  }

  it('carry the ERP’s amounts for every invoice and credit note of the demo companies, valid for the rules', async () => {
    let documents = 0;
    const categories = new Set<string>();
    for (const token of [lead, other, dutch, swiss]) {
      const entries = await invoicesOf(token);
      // The rules take half a second a document: a company's newest invoice and its credit note.
      const checked = new Set([entries[0], entries.find((entry) => entry.type === 'creditNote')]);
      for (const entry of entries) {
        const response = await shop.call('GET', entry.links.ubl, token);
        expect(response.status, entry.number).toBe(200);
        const xml = response.text;
        if (checked.has(entry)) expect([entry.number, validate(xml)]).toEqual([entry.number, []]);
        expect(field(xml, 'cbc:PayableAmount'), entry.number).toBe(Math.abs(entry.total).toFixed(2));
        expect(field(xml, 'cbc:TaxAmount'), entry.number).toBe(Math.abs(entry.vat).toFixed(2));
        if (entry.type === 'creditNote')
          expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>/);
        for (const [, category] of xml.matchAll(/<cac:TaxCategory>\s*<cbc:ID>(\w)</g))
          categories.add(category!);
        documents++;
      }
    }
    expect(documents).toBeGreaterThan(60);
    // Belgian VAT, the Dutch company's intra-community supplies and the Swiss company's exports.
    expect([...categories].sort()).toEqual(['G', 'K', 'S']);
  });

  it('download as XML for the company’s own invoices and for users with the right only', async () => {
    const [first] = (await shop.call('GET', '/store-api/dexis/invoice/history', lead)).json().data;
    expect(first.links.ubl).toBe(`/store-api/dexis/documents/invoice-ubl/${first.number}`);
    const download = await shop.call('GET', first.links.ubl, lead);
    expect([download.status, download.headers['content-type']]).toEqual([200, 'application/xml']);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${first.number}.xml"`);
    expect(download.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<(Invoice|CreditNote) /);

    const guessed = await shop.call('GET', first.links.ubl, other);
    expect([guessed.status, guessed.json().errors[0].code]).toEqual([404, errorCodes.documentNotFound]);
    const unentitled = await shop.call('GET', first.links.ubl, buyer);
    expect([unentitled.status, unentitled.json().errors[0].code]).toEqual([403, errorCodes.missingRight]);
  });

  it('are not offered to a company without a Belgian VAT number, which has no Peppol address', async () => {
    await shop.database.db.execute(sql`update company set vat_number = null where number = '100002'`);
    const [first] = (await shop.call('GET', '/store-api/dexis/invoice/history', other)).json().data;
    expect(first.links.ubl).toBeNull();
    const asked = await shop.call('GET', `/store-api/dexis/documents/invoice-ubl/${first.number}`, other);
    expect([asked.status, asked.json().errors[0].code]).toEqual([404, errorCodes.documentNotFound]);
  });
});
