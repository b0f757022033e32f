import type {
  CompanyPerson,
  ErpAddress,
  InvoiceRow,
  OfferRow,
  Order,
  PostalAddress,
} from '@tradeshop/api-client/contracts';
import {
  costPostShares,
  costPostShareText,
  dateFormat,
  deliveryPartTexts,
  exemptTreatmentOfCategory,
  expectedDeliveryLabel,
  formatNetPrice,
  formatNumber,
  legalMentionOf,
  type PrintedCostPost,
  shops,
  type VatTreatment,
} from '@tradeshop/domain';
import PDFDocument from 'pdfkit';
import { firm } from './firm.ts';

/**
 * The PDFs the built-in ERP issues with its invoices, delivery proofs and offers, in the
 * customer's language (a real ERP uploads its own; these stand in for them in the demo shop), and
 * the shop's own confirmation of an order placed in it.
 */

export type DocumentLanguage = 'nl' | 'fr' | 'en';

/** What a PDF shows of an invoice or an offer: the document without the ERP's bookkeeping. */
export type InvoiceDocument = Omit<InvoiceRow, 'company' | 'changedAt'>;
export type OfferDocument = Omit<OfferRow, 'company' | 'changedAt' | 'request'>;
/** What an order confirmation shows: the shop's order and who placed it. */
export type OrderConfirmationDocument = Pick<
  Order,
  | 'orderNumber'
  | 'orderDateTime'
  | 'orderReference'
  | 'orderReferenceSuffix'
  | 'remark'
  | 'costCenter'
  | 'shippingOption'
  | 'shippingMethod'
  | 'pickupLocation'
  | 'deliveryDate'
  | 'deliveryParts'
  | 'shippingTotal'
  | 'additionalCost'
  | 'amountNet'
  | 'calculatedTaxes'
  | 'amountTotal'
> & {
  /** Null for orders from before treatments were kept (Belgian VAT). */
  vatTreatment: { kind: VatTreatment['kind'] } | null;
  buyer: Pick<CompanyPerson, 'firstName' | 'lastName'>;
  /** The delivery address as the order keeps it (with its country code). */
  shippingAddress: PostalAddress | null;
  lineItems: Omit<
    Order['lineItems'][number],
    'orderId' | 'identifier' | 'type' | 'good' | 'states' | 'children' | 'apiAlias'
  >[];
};

/** Who a document is for: the address it goes to and, for an invoice, the VAT number it names. */
export interface DocumentCustomer {
  address: Pick<ErpAddress, 'name' | 'street' | 'houseNumber' | 'box' | 'zipcode' | 'city' | 'country'>;
  vatNumber: string | null;
}

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
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    customerVat: 'Uw btw-nummer',
    bank: 'Rekening',
    belgium: 'België',
    orderConfirmation: 'Orderbevestiging',
    orderedBy: 'Besteld door',
    remark: 'Opmerking',
    costCenter: 'Kostenplaats',
    costPost: 'Kostenpost',
    shipping: 'Levering',
    deliveryAddress: 'Leveradres',
    pickupLocation: 'Afhaalpunt',
    deliveryDate: 'Gewenste leverdatum',
    customerArticle: 'Uw artikel',
    lineTotal: 'Bedrag',
    shippingOptions: { delivery: 'Leveren', pickup: 'Afhalen' },
    shippingMethods: {
      together: 'Alles samen leveren',
      separate: 'Alles apart leveren zodra beschikbaar',
      'backorders-together': 'Nabestellingen samen leveren',
    },
    notAnInvoice: 'Deze orderbevestiging is geen factuur.',
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
    page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    customerVat: 'Votre numéro de TVA',
    bank: 'Compte',
    belgium: 'Belgique',
    orderConfirmation: 'Confirmation de commande',
    orderedBy: 'Commandé par',
    remark: 'Remarque',
    costCenter: 'Centre de coûts',
    costPost: 'Poste de coûts',
    shipping: 'Livraison',
    deliveryAddress: 'Adresse de livraison',
    pickupLocation: 'Point d’enlèvement',
    deliveryDate: 'Date de livraison souhaitée',
    customerArticle: 'Votre article',
    lineTotal: 'Montant',
    shippingOptions: { delivery: 'Livrer', pickup: 'Enlèvement' },
    shippingMethods: {
      together: 'Tout ensemble',
      separate: 'Tout séparément dès que disponible',
      'backorders-together': 'Commandes en attente ensemble',
    },
    notAnInvoice: 'Cette confirmation de commande n’est pas une facture.',
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
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    customerVat: 'Your VAT number',
    bank: 'Account',
    belgium: 'Belgium',
    orderConfirmation: 'Order confirmation',
    orderedBy: 'Ordered by',
    remark: 'Remark',
    costCenter: 'Cost centre',
    costPost: 'Cost post',
    shipping: 'Shipping',
    deliveryAddress: 'Delivery address',
    pickupLocation: 'Pickup location',
    deliveryDate: 'Wished delivery date',
    customerArticle: 'Your article',
    lineTotal: 'Amount',
    shippingOptions: { delivery: 'Deliver', pickup: 'Pick up' },
    shippingMethods: {
      together: 'Everything together',
      separate: 'Everything separately as it is ready',
      'backorders-together': 'Backorders together',
    },
    notAnInvoice: 'This order confirmation is not an invoice.',
  },
} as const;

/** The invoice lines of what an order costs beyond its articles. */
export const costNames: Record<DocumentLanguage, { shipping: string; surcharge: string }> = {
  nl: { shipping: 'Transportkosten', surcharge: 'Toeslag kleine bestelling' },
  fr: { shipping: 'Frais de transport', surcharge: 'Supplément petite commande' },
  en: { shipping: 'Shipping', surcharge: 'Small order surcharge' },
};

/** The document language of a locale code (nl-NL, fr-BE, en-GB, …); English for any other. */
export const documentLanguageOf = (locale: string): DocumentLanguage =>
  locale.startsWith('nl') ? 'nl' : locale.startsWith('fr') ? 'fr' : 'en';

/** Units of measure as a document prints them; a code without a name stays as the ERP sent it. */
const unitNames: Record<DocumentLanguage, Record<string, string>> = {
  nl: { PCE: 'st.', PAK: 'pak', MTR: 'm', KGM: 'kg', LTR: 'l' },
  fr: { PCE: 'pce', PAK: 'paq.', MTR: 'm', KGM: 'kg', LTR: 'l' },
  en: { PCE: 'pc', PAK: 'pack', MTR: 'm', KGM: 'kg', LTR: 'l' },
};

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
  /** The legal mention of an exempt sale, under the totals. */
  mention?: string | null;
  closing?: string;
}

const pageMargin = 50;
const brandBlue = '#1e3a8a';

const addressLines = (address: DocumentCustomer['address']) => [
  address.name,
  `${address.street} ${address.houseNumber}${address.box ? ` bus ${address.box}` : ''}`,
  `${address.zipcode} ${address.city}`,
  address.country,
];

/** The shop's mark: a blue square with a white T, as on the storefront. */
function drawLogo(pdf: PDFKit.PDFDocument, x: number, y: number) {
  pdf.save().roundedRect(x, y, 28, 28, 5).fill(brandBlue);
  pdf
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('T', x, y + 5, { width: 28, align: 'center' });
  pdf.restore().fillColor('#000000');
}

/**
 * Lays out a document: logo and letterhead, customer, facts, lines under a head repeated on every
 * page, totals, and on every page the firm's legal details and "page n of m".
 */
function render(customer: DocumentCustomer, language: DocumentLanguage, layout: Layout): Promise<Buffer> {
  const text = labels[language];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: pageMargin, bottom: pageMargin + 20, left: pageMargin, right: pageMargin },
    bufferPages: true,
    info: { Title: layout.title, Author: firm.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const width = pdf.page.width - 2 * pageMargin;

  drawLogo(pdf, pageMargin, pageMargin);
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(firm.name, pageMargin + 38, pageMargin + 2);
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .text(`${firm.address}, ${text.belgium}\n${firm.vatNumber} · ${firm.register} · ${firm.email}`);
  pdf.fontSize(10).text(addressLines(customer.address).join('\n'), pageMargin + width / 2, pageMargin + 70, {
    width: width / 2,
  });
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(layout.title, pageMargin, pageMargin + 150);
  pdf.moveDown(0.5);
  const facts: [string, string | null][] = [...layout.facts, [text.customerVat, customer.vatNumber]];
  for (const [label, value] of facts) {
    if (value === null) continue;
    const y = pdf.y;
    pdf.font('Helvetica').fontSize(9).text(label, pageMargin, y, { width: 140 });
    pdf.text(value, pageMargin + 150, y, { width: width - 150 });
  }
  pdf.moveDown(1);

  const bottomLimit = () => pdf.page.height - pdf.page.margins.bottom - 30;
  const row = (cells: string[], bold: boolean) => {
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
  const head = () => {
    row(
      layout.columns.map((column) => column.label),
      true,
    );
    pdf
      .moveTo(pageMargin, pdf.y)
      .lineTo(pageMargin + width, pdf.y)
      .stroke();
    pdf.y += 3;
  };
  head();
  for (const cells of layout.rows) {
    if (pdf.y > bottomLimit()) {
      pdf.addPage();
      head();
    }
    row(cells, false);
  }
  pdf.moveDown(1);
  if (pdf.y + 16 * layout.totals.length > bottomLimit()) pdf.addPage();
  for (const [label, value] of layout.totals) {
    const y = pdf.y;
    pdf.font(label === layout.totals.at(-1)![0] ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, pageMargin + width - 260, y, { width: 150 });
    pdf.text(value, pageMargin + width - 110, y, { width: 110, align: 'right' });
  }
  if (layout.mention)
    pdf.moveDown(1.5).font('Helvetica').fontSize(9).text(layout.mention, pageMargin, pdf.y, { width });
  if (layout.closing) pdf.moveDown(2).font('Helvetica').fontSize(10).text(layout.closing, pageMargin);

  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // The foot lies in the bottom margin: no text there may start a new page.
    const bottomMargin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const footY = pdf.page.height - pageMargin;
    pdf
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#444444')
      .text(
        `${firm.name} · ${firm.vatNumber} · ${text.bank} ${firm.iban} (BIC ${firm.bic})`,
        pageMargin,
        footY,
        { width: width - 90, lineBreak: false },
      )
      .text(text.page(index - start + 1, count), pageMargin + width - 90, footY, {
        width: 90,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottomMargin;
  }
  pdf.end();
  return done;
}

/** The PDF's standard fonts know the no-break space but not the narrow one French numbers take. */
const printable = (text: string) => text.replaceAll('\u202f', '\u00a0');

function formats(language: DocumentLanguage) {
  const day = dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const moment = dateFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  });
  return {
    euros: (value: number) => printable(formatNetPrice(value, language)),
    quantity: (value: number, unit: string) =>
      `${printable(formatNumber(value, language))} ${unitNames[language][unit] ?? unit}`,
    day: (value: string) => day.format(new Date(`${value}T00:00:00Z`)),
    /** A point in time (ISO 8601) as the Belgian clock showed it. */
    moment: (value: string) => printable(moment.format(new Date(value))),
    rate: (value: number) => formatNumber(value, language),
  };
}

type Labels = (typeof labels)[DocumentLanguage];

/**
 * The columns every document's lines start with: position, article, the customer's own article
 * number when the document has a column for it, description and quantity.
 */
const articleColumns = (text: Labels, descriptionWidth: number, customerArticles = false): Column[] => [
  { label: text.position, width: 30 },
  { label: text.article, width: 75 },
  ...(customerArticles ? [{ label: text.customerArticle, width: 75 }] : []),
  { label: text.description, width: descriptionWidth },
  { label: text.quantity, width: 60, align: 'right' },
];

const articleCells = (
  line: {
    position: number;
    article: string | null;
    customerArticle?: string | null;
    name: string;
    quantity: number;
    unit: string;
  },
  format: ReturnType<typeof formats>,
  customerArticles = false,
) => [
  String(line.position),
  line.article ?? '',
  ...(customerArticles ? [line.customerArticle ?? ''] : []),
  line.name,
  format.quantity(line.quantity, line.unit),
];

/** The cost posts a document's lines are charged to, one a line; null when none is. */
const costPostsText = (lines: readonly { position: number; costPost?: PrintedCostPost | null }[]) =>
  costPostShares(lines.map((line) => ({ position: line.position, costPost: line.costPost ?? null })))
    .map(costPostShareText)
    .join('\n') || null;

/** The invoice or credit note, with its VAT per rate. */
export function invoicePdf(invoice: InvoiceDocument, customer: DocumentCustomer, language: DocumentLanguage) {
  const text = labels[language];
  const format = formats(language);
  return render(customer, language, {
    title: `${invoice.type === 'creditNote' ? text.creditNote : text.invoice} ${invoice.number}`,
    facts: [
      [text.date, format.day(invoice.issuedOn)],
      [text.dueOn, invoice.dueOn ? format.day(invoice.dueOn) : null],
      [text.reference, invoice.reference],
      [text.orders, invoice.orders.join(', ') || null],
      [text.costPost, costPostsText(invoice.lines)],
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
    mention:
      invoice.vatExemption &&
      legalMentionOf(exemptTreatmentOfCategory[invoice.vatExemption.category], language),
  });
}

/** What was delivered with the invoice, by shipping note, for the customer's signature. */
export function deliveryProofPdf(
  invoice: InvoiceDocument,
  customer: DocumentCustomer,
  language: DocumentLanguage,
) {
  const text = labels[language];
  const format = formats(language);
  return render(customer, language, {
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
export function offerPdf(offer: OfferDocument, customer: DocumentCustomer, language: DocumentLanguage) {
  const text = labels[language];
  const format = formats(language);
  return render(customer, language, {
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

/** Where the order goes: the delivery address, or the shop it is picked up at. */
function destination(order: OrderConfirmationDocument, text: Labels): [string, string | null] {
  if (order.shippingOption === 'delivery')
    return [text.deliveryAddress, order.shippingAddress && addressLines(order.shippingAddress).join('\n')];
  const shop = shops.find((candidate) => candidate.code === order.pickupLocation);
  return [
    text.pickupLocation,
    shop ? `${shop.name}\n${shop.street}\n${shop.zipcode} ${shop.city}` : order.pickupLocation,
  ];
}

/**
 * The confirmation of an order placed in the shop: what was ordered, by whom, where it goes and
 * what it costs, with VAT per rate; it says it is no invoice.
 */
export function orderConfirmationPdf(
  order: OrderConfirmationDocument,
  customer: DocumentCustomer,
  language: DocumentLanguage,
) {
  const text = labels[language];
  const format = formats(language);
  const { costCenter } = order;
  const customerArticles = order.lineItems.some((line) => line.customerSku);
  return render(customer, language, {
    title: `${text.orderConfirmation} ${order.orderNumber}`,
    facts: [
      [text.date, format.moment(order.orderDateTime)],
      [text.orderedBy, `${order.buyer.firstName} ${order.buyer.lastName}`],
      [text.reference, [order.orderReference, order.orderReferenceSuffix].filter(Boolean).join(' ') || null],
      [text.remark, order.remark],
      [
        text.costCenter,
        costCenter &&
          [`${costCenter.code} ${costCenter.name}`, costCenter.contact.name, costCenter.contract?.number]
            .filter(Boolean)
            .join(' · '),
      ],
      [text.costPost, costPostsText(order.lineItems)],
      [
        text.shipping,
        `${text.shippingOptions[order.shippingOption]} · ${text.shippingMethods[order.shippingMethod]}`,
      ],
      destination(order, text),
      [text.deliveryDate, order.deliveryDate && format.day(order.deliveryDate)],
      [
        expectedDeliveryLabel(order.shippingOption, language),
        deliveryPartTexts(order.deliveryParts, language).join('; ') || null,
      ],
    ],
    columns: [
      ...articleColumns(text, customerArticles ? 110 : 185, customerArticles),
      { label: text.unitPrice, width: 70, align: 'right' },
      { label: text.lineTotal, width: 75, align: 'right' },
    ],
    rows: order.lineItems.map((line) => [
      ...articleCells(
        {
          position: line.position,
          article: line.productNumber,
          customerArticle: line.customerSku,
          name: line.label,
          quantity: line.quantity,
          unit: line.uom,
        },
        format,
        customerArticles,
      ),
      format.euros(line.unitPrice),
      format.euros(line.totalPrice),
    ]),
    totals: [
      [costNames[language].shipping, format.euros(order.shippingTotal)],
      ...(order.additionalCost > 0
        ? [[costNames[language].surcharge, format.euros(order.additionalCost)] as [string, string]]
        : []),
      [text.net, format.euros(order.amountNet)],
      ...order.calculatedTaxes.map(
        (vat) => [text.vatOn(format.rate(vat.taxRate)), format.euros(vat.tax)] as [string, string],
      ),
      [text.total, format.euros(order.amountTotal)],
    ],
    mention: order.vatTreatment && legalMentionOf(order.vatTreatment.kind, language),
    closing: text.notAnInvoice,
  });
}
