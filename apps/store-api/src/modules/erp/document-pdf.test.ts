import { writeFileSync } from 'node:fs';
import type { InvoiceRow } from '@tradeshop/api-client/contracts';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-pages.ts';
import { invoicePdf, offerPdf } from './document-pdf.ts';

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
  })),
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
    ])
      expect(pages[0]).toContain(text);
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
