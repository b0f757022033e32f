import type { ErpAddress, InvoiceRow, OfferRow } from '@tradeshop/api-client/contracts';
import PDFDocument from 'pdfkit';

/**
 * The PDFs the built-in ERP issues with its invoices, delivery proofs and offers, in the
 * customer's language. A real ERP uploads its own; these stand in for them in the demo shop.
 */

export type DocumentLanguage = 'nl' | 'fr' | 'en';

/** The built-in ERP's own firm, printed at the head of its documents. */
const letterhead = [
  'Trade Shop NV',
  'Industrielaan 1, 9000 Gent',
  'BE 0123.456.749 · RPR Gent',
  'shop@tradeshop.example',
];

const labels = {
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    deliveryProof: 'Leveringsbewijs',
    offer: 'Offerte',
    number: 'Nummer',
    date: 'Datum',
    dueOn: 'Vervaldag',
    validUntil: 'Geldig tot',
    reference: 'Uw referentie',
    orders: 'Bestellingen',
    shippingNotes: 'Leveringsbonnen',
    paymentReference: 'Gestructureerde mededeling',
    position: 'Pos.',
    article: 'Artikel',
    description: 'Omschrijving',
    quantity: 'Aantal',
    unitPrice: 'Eenheidsprijs',
    net: 'Netto',
    vat: 'Btw',
    total: 'Totaal',
    vatOn: (rate: string) => `Btw ${rate} %`,
    received: 'Goederen in goede staat ontvangen.',
  },
  fr: {
    invoice: 'Facture',
    creditNote: 'Note de crédit',
    deliveryProof: 'Preuve de livraison',
    offer: 'Offre',
    number: 'Numéro',
    date: 'Date',
    dueOn: 'Échéance',
    validUntil: 'Valable jusqu’au',
    reference: 'Votre référence',
    orders: 'Commandes',
    shippingNotes: 'Bons de livraison',
    paymentReference: 'Communication structurée',
    position: 'Pos.',
    article: 'Article',
    description: 'Description',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    net: 'Net',
    vat: 'TVA',
    total: 'Total',
    vatOn: (rate: string) => `TVA ${rate} %`,
    received: 'Marchandises reçues en bon état.',
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    deliveryProof: 'Delivery proof',
    offer: 'Offer',
    number: 'Number',
    date: 'Date',
    dueOn: 'Due on',
    validUntil: 'Valid until',
    reference: 'Your reference',
    orders: 'Orders',
    shippingNotes: 'Shipping notes',
    paymentReference: 'Payment reference',
    position: 'Pos.',
    article: 'Article',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    net: 'Net',
    vat: 'VAT',
    total: 'Total',
    vatOn: (rate: string) => `VAT ${rate} %`,
    received: 'Goods received in good order.',
  },
} as const;

/** The invoice lines of what an order costs beyond its articles. */
export const costNames: Record<DocumentLanguage, { shipping: string; surcharge: string }> = {
  nl: { shipping: 'Transportkosten', surcharge: 'Toeslag kleine bestelling' },
  fr: { shipping: 'Frais de transport', surcharge: 'Supplément petite commande' },
  en: { shipping: 'Shipping', surcharge: 'Small order surcharge' },
};

const locales: Record<DocumentLanguage, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

interface Layout {
  title: string;
  /** Label and value; a fact without value is left out. */
  facts: [string, string | null][];
  columns: Column[];
  rows: string[][];
  totals: [string, string][];
  closing?: string;
}

const pageMargin = 50;

/** Lays out a document: letterhead, customer, facts, lines and totals, with page breaks. */
function render(customer: ErpAddress, layout: Layout): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: pageMargin, info: { Title: layout.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const width = pdf.page.width - 2 * pageMargin;

  pdf.font('Helvetica-Bold').fontSize(14).text(letterhead[0]!, pageMargin, pageMargin);
  pdf.font('Helvetica').fontSize(9).text(letterhead.slice(1).join('\n'));
  const address = [
    customer.name,
    `${customer.street} ${customer.houseNumber}${customer.box ? ` bus ${customer.box}` : ''}`,
    `${customer.zipcode} ${customer.city}`,
    customer.country,
  ];
  pdf.fontSize(10).text(address.join('\n'), pageMargin + width / 2, pageMargin + 60, { width: width / 2 });
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(layout.title, pageMargin, pageMargin + 140);
  pdf.moveDown(0.5);
  for (const [label, value] of layout.facts) {
    if (value === null) continue;
    const y = pdf.y;
    pdf.font('Helvetica').fontSize(9).text(label, pageMargin, y, { width: 140 });
    pdf.text(value, pageMargin + 150, y, { width: width - 150 });
  }
  pdf.moveDown(1);

  const row = (cells: string[], bold: boolean) => {
    if (pdf.y > pdf.page.height - pageMargin - 40) pdf.addPage();
    const y = pdf.y;
    let x = pageMargin;
    let bottom = y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    layout.columns.forEach((column, index) => {
      pdf.text(cells[index] ?? '', x, y, { width: column.width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    pdf.y = bottom + 3;
  };
  row(
    layout.columns.map((column) => column.label),
    true,
  );
  pdf
    .moveTo(pageMargin, pdf.y)
    .lineTo(pageMargin + width, pdf.y)
    .stroke();
  pdf.y += 3;
  for (const cells of layout.rows) row(cells, false);
  pdf.moveDown(1);
  for (const [label, value] of layout.totals) {
    const y = pdf.y;
    pdf.font(label === layout.totals.at(-1)![0] ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, pageMargin + width - 260, y, { width: 150 });
    pdf.text(value, pageMargin + width - 110, y, { width: 110, align: 'right' });
  }
  if (layout.closing) pdf.moveDown(2).font('Helvetica').fontSize(10).text(layout.closing, pageMargin);
  pdf.end();
  return done;
}

/** The PDF's standard fonts know the no-break space but not the narrow one French numbers take. */
const printable = (text: string) => text.replaceAll('\u202f', '\u00a0');

function formats(language: DocumentLanguage) {
  const money = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR' });
  const quantity = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    euros: (value: number) => printable(money.format(value)),
    quantity: (value: number, unit: string) => `${printable(quantity.format(value))} ${unit}`,
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    rate: (value: number) => quantity.format(value),
  };
}

type Labels = (typeof labels)[DocumentLanguage];

/** The columns every document's lines start with: position, article, description and quantity. */
const articleColumns = (text: Labels, descriptionWidth: number): Column[] => [
  { label: text.position, width: 30 },
  { label: text.article, width: 75 },
  { label: text.description, width: descriptionWidth },
  { label: text.quantity, width: 60, align: 'right' },
];

const articleCells = (
  line: { position: number; article: string | null; name: string; quantity: number; unit: string },
  format: ReturnType<typeof formats>,
) => [String(line.position), line.article ?? '', line.name, format.quantity(line.quantity, line.unit)];

/** The invoice or credit note, with its VAT per rate. */
export function invoicePdf(invoice: InvoiceRow, customer: ErpAddress, language: DocumentLanguage) {
  const text = labels[language];
  const format = formats(language);
  return render(customer, {
    title: `${invoice.type === 'creditNote' ? text.creditNote : text.invoice} ${invoice.number}`,
    facts: [
      [text.date, format.day(invoice.issuedOn)],
      [text.dueOn, invoice.dueOn ? format.day(invoice.dueOn) : null],
      [text.reference, invoice.reference],
      [text.orders, invoice.orders.join(', ') || null],
      [text.paymentReference, invoice.paymentReference],
    ],
    columns: [
      ...articleColumns(text, 150),
      { label: text.unitPrice, width: 70, align: 'right' },
      { label: text.vat, width: 35, align: 'right' },
      { label: text.net, width: 75, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      ...articleCells(line, format),
      format.euros(line.unitPrice),
      `${format.rate(line.vatRate)} %`,
      format.euros(line.net),
    ]),
    totals: [
      [text.net, format.euros(invoice.net)],
      ...invoice.vatBreakdown.map(
        (vat) => [text.vatOn(format.rate(vat.rate)), format.euros(vat.amount)] as [string, string],
      ),
      [text.total, format.euros(invoice.total)],
    ],
  });
}

/** What was delivered with the invoice, by shipping note, for the customer's signature. */
export function deliveryProofPdf(invoice: InvoiceRow, customer: ErpAddress, language: DocumentLanguage) {
  const text = labels[language];
  const format = formats(language);
  return render(customer, {
    title: `${text.deliveryProof} ${invoice.number}`,
    facts: [
      [text.date, format.day(invoice.issuedOn)],
      [text.shippingNotes, invoice.shippingNoteNumbers.join(', ') || '–'],
      [text.reference, invoice.reference],
    ],
    columns: articleColumns(text, 330),
    rows: invoice.lines.map((line) => articleCells(line, format)),
    totals: [],
    closing: text.received,
  });
}

/** The offer with its lines and validity. */
export function offerPdf(offer: OfferRow, customer: ErpAddress, language: DocumentLanguage) {
  const text = labels[language];
  const format = formats(language);
  return render(customer, {
    title: `${text.offer} ${offer.number}`,
    facts: [
      [text.date, format.day(offer.offeredOn)],
      [text.validUntil, offer.validUntil ? format.day(offer.validUntil) : null],
      [text.reference, offer.reference],
    ],
    columns: [
      ...articleColumns(text, 180),
      { label: text.unitPrice, width: 70, align: 'right' },
      { label: text.net, width: 80, align: 'right' },
    ],
    rows: offer.lines.map((line) => [
      ...articleCells(line, format),
      format.euros(line.unitPrice),
      format.euros(line.net),
    ]),
    totals: [[text.net, format.euros(offer.net)]],
  });
}
