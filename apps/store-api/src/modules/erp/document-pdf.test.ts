import { writeFileSync } from 'node:fs';
import type { InvoiceRow } from '@tradeshop/api-client/contracts';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-pages.ts';
import {
  invoicePdf,
  type OrderConfirmationDocument,
  offerPdf,
  orderConfirmationPdf,
} from './document-pdf.ts';

const customer = {
  address: {
    name: 'Demo Bouw & Techniek NV',
    street: 'Industrieweg',
    houseNumber: '12',
    box: null,
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  },
  vatNumber: 'BE0712345678',
};

const maintenance = { code: '604000', name: 'Onderhoud machines' };
const office = { code: '611000', name: 'Kantoorbenodigdheden' };

/** Thursday 3 to Friday 4 December 2026: the days every line of the order is promised. */
const promised = { earliest: '2026-12-03', latest: '2026-12-04' };
const invoice = (lines: number): Omit<InvoiceRow, 'company' | 'changedAt'> => ({
  number: 'F26-500123',
  type: 'invoice',
  issuedOn: '2026-11-20',
  dueOn: '2026-12-20',
  orders: ['V26-500100'],
  reference: 'Werf Kortrijk',
  shippingNoteNumbers: ['LB26-500101'],
  paymentReference: '+++050/0123/00046+++',
  net: 12.5 * lines,
  vat: Math.round(12.5 * lines * 21) / 100,
  total: 12.5 * lines + Math.round(12.5 * lines * 21) / 100,
  openAmount: 0,
  vatBreakdown: [{ rate: 21, base: 12.5 * lines, amount: Math.round(12.5 * lines * 21) / 100 }],
  vatExemption: null,
  deliveredOn: '2026-11-19',
  deliveryCountry: 'BE',
  lines: Array.from({ length: lines }, (_, index) => ({
    position: index + 1,
    article: `TS-${100001 + index}`,
    name: `Zeskantbout M8 x ${40 + index} verzinkt`,
    quantity: 5,
    unit: 'PCE',
    unitPrice: 2.5,
    net: 12.5,
    vatRate: 21,
    order: 'V26-500100',
    costPost: index % 2 ? maintenance : office,
  })),
});

const order = (lines: number): OrderConfirmationDocument => ({
  orderNumber: '26000123',
  orderDateTime: '2026-11-18T09:30:00.000Z',
  orderReference: 'Werf Kortrijk',
  orderReferenceSuffix: 'PO-7781',
  remark: 'Levering via poort 3',
  costCenter: {
    code: 'KP-12',
    name: 'Onderhoud',
    contact: { identifier: 'C-1', name: 'An Peeters', email: 'an@demo.example' },
    contract: { number: 'CT-2026-4', description: 'Raamcontract' },
  },
  shippingOption: 'delivery',
  shippingMethod: 'together',
  pickupLocation: null,
  shippingAddress: {
    name: 'Werf Kortrijk',
    street: 'Kanaalweg',
    houseNumber: '8',
    box: null,
    zipcode: '8500',
    city: 'Kortrijk',
    country: 'BE',
  },
  deliveryDate: '2026-11-20',
  deliveryParts: [{ promise: promised, positions: Array.from({ length: lines }, (_, index) => index + 1) }],
  lineItems: Array.from({ length: lines }, (_, index) => ({
    id: crypto.randomUUID(),
    position: index + 1,
    productId: null,
    productNumber: `TS-${100001 + index}`,
    customerSku: index === 0 ? 'EIGEN-77' : null,
    label: `Zeskantbout M8 x ${40 + index} verzinkt`,
    quantity: 5,
    backorderQuantity: 0,
    promisedDelivery: { fromStock: promised, backorder: null },
    uom: 'PCE',
    unitPrice: 2.5,
    totalPrice: 12.5,
    taxRate: 21,
    remark: null,
    costPost: index === 1 ? office : maintenance,
    offer: null,
    deliveryDate: null,
    shippingNoteNumber: null,
    invoiceNumber: null,
    invoiceDate: null,
  })),
  shippingTotal: 15,
  additionalCost: 0,
  amountNet: 12.5 * lines + 15,
  calculatedTaxes: [{ taxRate: 21, tax: Math.round((12.5 * lines + 15) * 21) / 100 }],
  amountTotal: 12.5 * lines + 15 + Math.round((12.5 * lines + 15) * 21) / 100,
  vatTreatment: null,
  buyer: { firstName: 'Jan', lastName: 'Peeters' },
});

describe('document PDFs', () => {
  it('print an invoice in the customer’s language with the firm’s legal details, both VAT numbers, VAT per rate and the structured communication', async () => {
    const { pages, ink } = await readPdf(await invoicePdf(invoice(3), customer, 'nl'));
    expect(ink).toBeGreaterThan(0.005);
    expect(pages).toHaveLength(1);
    for (const text of [
      'Factuur F26-500123',
      'BE 0123.456.749',
      'BE0712345678',
      '+++050/0123/00046+++',
      'Btw 21 %',
      'BE71 0961 2345 6769',
      'Pagina 1 van 1',
      'Kostenpost',
      '611000 Kantoorbenodigdheden (1, 3)',
      '604000 Onderhoud machines (2)',
    ])
      expect(pages[0]).toContain(text);
  });

  it.each([
    ['nl', '€ 1.512,50', '€ 2,50', '21 %'],
    ['fr', '1 512,50 €', '2,50 €', '21 %'],
    ['en', '€1,512.50', '€2.50', '21 %'],
  ] as const)(
    'write the figures of an invoice in %s as the screens do',
    async (language, total, unitPrice, rate) => {
      const { pages } = await readPdf(await invoicePdf(invoice(100), customer, language));
      const plain = pages.map((page) => page.replace(/[\u00a0\u202f]/g, ' '));
      expect(plain[0]).toContain(unitPrice);
      expect(plain[0]).toContain(rate);
      expect(plain.at(-1)).toContain(total);
    },
  );

  it('print the legal mention of an exempt invoice and of an exempt order confirmation in the document’s language', async () => {
    const exempt = {
      ...invoice(2),
      vat: 0,
      total: 25,
      vatBreakdown: [{ rate: 0, base: 25, amount: 0 }],
      vatExemption: { category: 'K' as const, reasonCode: 'VATEX-EU-IC' as const },
      deliveryCountry: 'NL',
      lines: invoice(2).lines.map((line) => ({ ...line, vatRate: 0 })),
    };
    const dutch = (await readPdf(await invoicePdf(exempt, customer, 'nl'))).pages.join(' ');
    expect(dutch).toContain('Vrijgestelde intracommunautaire levering');
    expect((await readPdf(await invoicePdf(invoice(2), customer, 'nl'))).pages.join(' ')).not.toContain(
      'Vrijgestelde',
    );
    const exported = { ...order(2), vatTreatment: { kind: 'export' as const } };
    const french = (await readPdf(await orderConfirmationPdf(exported, customer, 'fr'))).pages.join(' ');
    expect(french).toContain('Exportation exemptée hors de l’Union européenne');
  });

  it('repeat the head of the lines on every page of a long document and number its pages', async () => {
    const { pages } = await readPdf(await invoicePdf(invoice(120), customer, 'fr'));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain('Description');
      expect(page).toContain(`Page ${index + 1} sur ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('Total');
  });

  it('print an offer with its validity', async () => {
    const { pages } = await readPdf(
      await offerPdf(
        {
          number: 'O26-500200',
          reference: null,
          offeredOn: '2026-11-01',
          validUntil: '2026-12-31',
          status: 'open',
          net: 25,
          lines: [
            {
              position: 1,
              article: 'TS-100001',
              customerArticle: null,
              name: 'Zeskantbout',
              quantity: 10,
              unit: 'PCE',
              deliveryDate: null,
              unitPrice: 2.5,
              net: 25,
              status: null,
            },
          ],
        },
        customer,
        'en',
      ),
    );
    expect(pages[0]).toContain('Offer O26-500200');
    expect(pages[0]).toContain('Valid until');
  });

  it.each([
    [
      'nl',
      [
        'Orderbevestiging 26000123',
        'Besteld door',
        'Jan Peeters',
        'Uw referentie',
        'Werf Kortrijk PO-7781',
        'Opmerking',
        'Levering via poort 3',
        'Kostenplaats',
        'KP-12 Onderhoud',
        'Leveren · Alles samen leveren',
        'Leveradres',
        'Kanaalweg 8',
        'Verwachte levering',
        'vr 4 dec',
        'Uw artikel',
        'EIGEN-77',
        'TS-100001',
        '5 st.',
        'Transportkosten',
        'Btw 21 %',
        'BE0712345678',
        'Deze orderbevestiging is geen factuur.',
        'Pagina 1 van 1',
      ],
    ],
    [
      'fr',
      [
        'Confirmation de commande 26000123',
        'Commandé par',
        'Votre référence',
        'Remarque',
        'Centre de coûts',
        'Poste de coûts',
        '604000 Onderhoud machines (1, 3)',
        'Livrer · Tout ensemble',
        'Adresse de livraison',
        'Livraison prévue',
        'ven. 4 déc.',
        'Votre article',
        'Frais de transport',
        'TVA 21 %',
        'Cette confirmation de commande n’est pas une facture.',
        'Page 1 sur 1',
      ],
    ],
    [
      'en',
      [
        'Order confirmation 26000123',
        'Ordered by',
        'Your reference',
        'Remark',
        'Cost centre',
        'Cost post',
        '611000 Kantoorbenodigdheden (2)',
        'Deliver · Everything together',
        'Delivery address',
        'Wished delivery date',
        'Expected delivery',
        'Fri 4 Dec',
        'Your article',
        'Unit price',
        'Amount',
        'Shipping',
        'Net',
        'VAT 21 %',
        'Total',
        'This order confirmation is not an invoice.',
        'Page 1 of 1',
      ],
    ],
  ] as const)(
    'print an order confirmation in %s with its facts, lines, shipping, VAT per rate and that it is no invoice',
    async (language, texts) => {
      const { pages } = await readPdf(await orderConfirmationPdf(order(3), customer, language));
      expect(pages).toHaveLength(1);
      for (const text of texts) expect(pages[0]).toContain(text);
    },
  );

  it('name the pickup shop of an order picked up, and leave out the column of own article numbers when no line has one', async () => {
    const pickedUp = order(2);
    const { pages } = await readPdf(
      await orderConfirmationPdf(
        {
          ...pickedUp,
          shippingOption: 'pickup',
          pickupLocation: 'IMM_MEL',
          shippingAddress: null,
          costCenter: null,
          lineItems: pickedUp.lineItems.map((line) => ({ ...line, customerSku: null })),
        },
        customer,
        'en',
      ),
    );
    expect(pages[0]).toContain('Pickup location');
    expect(pages[0]).toContain('Trade Shop Melle');
    expect(pages[0]).not.toContain('Delivery address');
    expect(pages[0]).not.toContain('Your article');
    expect(pages[0]).not.toContain('Cost centre');
  });

  it('repeat the head of an order confirmation’s lines on every page and number its pages', async () => {
    const { pages, ink } = await readPdf(await orderConfirmationPdf(order(120), customer, 'nl'));
    expect(ink).toBeGreaterThan(0.005);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain('Omschrijving');
      expect(page).toContain('Eenheidsprijs');
      expect(page).toContain(`Pagina ${index + 1} van ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('Deze orderbevestiging is geen factuur.');
  });

  it('draw first pages that are not blank, kept as samples in docs/screenshots (UPDATE_SCREENSHOTS=1 renews them)', async () => {
    const samples = {
      'invoice-pdf-nl.png': await readPdf(await invoicePdf(invoice(6), customer, 'nl')),
      'offer-pdf-fr.png': await readPdf(
        await offerPdf(
          {
            number: 'O26-500200',
            reference: 'Chantier Herstal',
            offeredOn: '2026-11-01',
            validUntil: '2026-12-31',
            status: 'open',
            net: 75,
            lines: invoice(6).lines.map(({ vatRate: _rate, order: _order, ...line }) => ({
              ...line,
              customerArticle: null,
              deliveryDate: '2026-11-21',
              status: null,
            })),
          },
          {
            ...customer,
            address: { ...customer.address, name: 'Other Industrie BV', city: 'Liège', zipcode: '4000' },
          },
          'fr',
        ),
      ),
      'order-confirmation-pdf-en.png': await readPdf(await orderConfirmationPdf(order(6), customer, 'en')),
    };
    for (const [file, sample] of Object.entries(samples)) {
      expect(sample.ink, file).toBeGreaterThan(0.005);
      if (process.env.UPDATE_SCREENSHOTS === '1')
        writeFileSync(
          new URL(`../../../../../docs/screenshots/${file}`, import.meta.url),
          sample.firstPagePng(),
        );
    }
  });
});
