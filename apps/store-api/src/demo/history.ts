import type { erpOrderRow, InvoiceRow, OfferRow } from '@tradeshop/api-client/contracts';
import {
  type OrderStatus,
  rateUnder,
  structuredCommunication,
  type VatTreatment,
  vatTreatmentOf,
} from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../db/index.ts';
import {
  builtInErp,
  costNames,
  type DocumentCustomer,
  deliveryProofPdf,
  erpImports,
  invoiceAmounts,
  invoicePdf,
  offerPdf,
  storeErpDocument,
} from '../modules/erp/index.ts';
import { demoCompanies } from './accounts.ts';
import { demoUuid } from './ids.ts';
import { Random } from './random.ts';

/**
 * A year of the demo companies' dealings with the distributor, as the ERP sends them through its
 * imports: orders from the web shop, by phone, e-mail, EDI, at the counter and by the field rep in
 * every status, invoices and credit notes, some still to be paid, open and processed offers, with
 * their PDFs.
 */

const dayMillis = 86_400_000;
/** The Belgian rate of every article of the history. */
const belgianRate = 21;
/** The distributor's firm in the ERP's group; its warehouses are the demo ERP's. */
const firm = 'TS';

interface HistoryArticle {
  number: string;
  price: number;
  unit: string;
  names: Record<'nl' | 'fr', string>;
  /** Ordered by the piece in any number today: no minimum, steps, maximum, closeout or sales block. */
  plain: boolean;
}

interface CompanyHistory {
  number: string;
  language: 'nl' | 'fr';
  orders: number;
  offers: number;
  references: readonly string[];
  /** The warehouse its orders usually ship from. */
  warehouse: string;
  /**
   * One recent order shipped from two warehouses, with an article the distributor no longer sells:
   * the case of a reorder that cannot take every line.
   */
  showcase: { reference: string; retired: { number: string; name: string } };
}

const histories: CompanyHistory[] = [
  {
    number: '100001',
    language: 'nl',
    orders: 56,
    offers: 12,
    references: [
      'Werf Kortrijk',
      'Onderhoud hal 3',
      'Renovatie school Deinze',
      'Stock magazijn',
      'Project Zwijnaarde',
    ],
    warehouse: 'MEL',
    showcase: {
      reference: 'Uitbreiding werkplaats',
      retired: { number: 'TS-099871', name: 'Accuboormachine 14,4 V NiCd' },
    },
  },
  {
    number: '100002',
    language: 'fr',
    orders: 24,
    offers: 6,
    references: ['Chantier Herstal', 'Entretien atelier', 'Stock', 'Projet Seraing'],
    warehouse: 'LIE',
    showcase: {
      reference: 'Extension atelier',
      retired: { number: 'TS-099872', name: 'Perceuse-visseuse 14,4 V NiCd' },
    },
  },
  {
    number: '100004',
    language: 'nl',
    orders: 20,
    offers: 4,
    references: ['Project Maasvlakte', 'Onderhoud kraanbaan', 'Voorraad Waalhaven'],
    warehouse: 'ANT',
    showcase: {
      reference: 'Uitbreiding loods 2',
      retired: { number: 'TS-099873', name: 'Accuschroefmachine 12 V NiCd' },
    },
  },
  {
    number: '100005',
    language: 'fr',
    orders: 12,
    offers: 3,
    references: ['Chantier Bâle', 'Entretien usine', 'Stock Bâle'],
    warehouse: 'LIE',
    showcase: {
      reference: 'Extension Bâle',
      retired: { number: 'TS-099874', name: 'Meuleuse d’angle 115 mm 600 W' },
    },
  },
];

/**
 * Where the orders came in; those of the web shop before this one (`shop` without a shop order)
 * are the ERP's record only.
 */
const channels = ['shop', 'shop', 'shop', 'phone', 'email', 'edi', 'counter', 'field'] as const;
const round2 = (value: number) => Math.round(value * 100) / 100;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const sequence = (prefix: string, time: number, index: number) =>
  `${prefix}${new Date(time).getUTCFullYear() % 100}-${String(10_001 + index)}`;

/** What an order of this age has come to at the ERP. */
function statusAt(daysAgo: number, random: Random): OrderStatus {
  if (daysAgo > 21) return random.chance(0.05) ? 'cancelled' : 'completed';
  if (daysAgo > 7) return 'invoiced';
  if (daysAgo > 2) return random.pick(['shipped', 'shipped', 'ltShipped', 'backorder'] as const);
  return random.pick(['open', 'inProgress', 'handling', 'notOpen'] as const);
}

async function historyArticles(tx: Tx): Promise<HistoryArticle[]> {
  const rows = await queryRows<{
    number: string;
    price: string;
    unit: string;
    nl: string;
    fr: string;
    plain: boolean;
  }>(
    tx,
    sql`select p.product_number as number, p.list_price as price, p.unit_of_measure as unit,
               nl.name as nl, coalesce(fr.name, nl.name) as fr,
               p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
                 and p.max_purchase_hundredths is null and not p.is_closeout
                 and not exists (select 1 from article_sales_block b where b.product_id = p.id) as plain
        from product p
        join product_translation nl on nl.product_id = p.id and nl.language_id = ${demoUuid('language', 'nl-NL')}
        left join product_translation fr on fr.product_id = p.id and fr.language_id = ${demoUuid('language', 'fr-FR')}
        where p.child_count = 0 and p.active
        order by p.product_number limit 400`,
  );
  return rows.map((row) => ({
    number: row.number,
    price: round2(Number(row.price)),
    unit: row.unit,
    names: { nl: row.nl, fr: row.fr },
    plain: row.plain,
  }));
}

/** The company as its documents name it: billing address and VAT number. */
function documentCustomer(number: string): DocumentCustomer {
  const company = demoCompanies.find((candidate) => candidate.number === number)!;
  return {
    address: {
      name: company.name,
      street: company.city.street,
      houseNumber: company.city.houseNumber,
      box: null,
      zipcode: company.city.zipcode,
      city: company.city.city,
      country: company.country,
    },
    vatNumber: company.vatNumber,
  };
}

/**
 * The VAT of the company's dealings, all delivered in its own country: Belgian, an intra-community
 * supply (its number confirmed by VIES) or an export.
 */
function treatmentOf(company: (typeof demoCompanies)[number]): VatTreatment {
  return vatTreatmentOf({
    companyCountry: company.country,
    vatNumberStanding: 'confirmed',
    destination: { kind: 'delivery', country: company.country },
  });
}

interface CompanyDocuments {
  orders: z.input<typeof erpOrderRow>[];
  invoices: InvoiceRow[];
  offers: OfferRow[];
}

const isShowcase = (order: { reference?: string | null | undefined }) =>
  histories.some((history) => history.showcase.reference === order.reference);

function companyDocuments(
  history: CompanyHistory,
  articles: HistoryArticle[],
  now: number,
  counters: { order: number; invoice: number; offer: number; note: number },
): CompanyDocuments {
  const random = new Random(`history-${history.number}`);
  const usual = Array.from({ length: 40 }, () => random.pick(articles));
  const plainUsual = usual.filter((article) => article.plain);
  const company = demoCompanies.find((candidate) => candidate.number === history.number)!;
  const buyers = company.users.map((user) => `${user.firstName} ${user.lastName ?? ''}`.trim());
  const treatment = treatmentOf(company);
  const vatRate = rateUnder(treatment, belgianRate);
  const exempt = {
    vatExemption:
      treatment.kind === 'domestic'
        ? null
        : { category: treatment.category, reasonCode: treatment.exemptionReasonCode },
    deliveryCountry: company.country,
  };
  const changedAt = new Date(now).toISOString();
  const documents: CompanyDocuments = { orders: [], invoices: [], offers: [] };

  for (let index = 0; index < history.orders; index++) {
    // Spread over the year, closer together lately: the recent weeks show every status.
    const daysAgo = Math.floor(365 * ((history.orders - index) / history.orders) ** 2) - random.int(0, 2);
    const orderedTime = now - Math.max(0, daysAgo) * dayMillis - random.int(1, 8) * 3_600_000;
    const status = statusAt(daysAgo, random);
    const number = sequence('V', orderedTime, counters.order++);
    const shipped = !['open', 'inProgress', 'handling', 'notOpen', 'cancelled', 'backorder'].includes(status);
    const invoiced = status === 'invoiced' || status === 'completed';
    const shippingNote = shipped ? sequence('LB', orderedTime, counters.note++) : null;
    const invoiceNumber = invoiced ? sequence('F', orderedTime, counters.invoice++) : null;
    const deliveryDay = isoDay(orderedTime + 2 * dayMillis);
    const invoiceDay = isoDay(orderedTime + 3 * dayMillis);
    const showcase = status === 'completed' && daysAgo <= 60 && !documents.orders.some(isShowcase);
    const picked: HistoryArticle[] = showcase
      ? [
          ...new Set(Array.from({ length: 4 }, () => random.pick(plainUsual))),
          {
            number: history.showcase.retired.number,
            price: 64.5,
            unit: 'PCE',
            names: { nl: history.showcase.retired.name, fr: history.showcase.retired.name },
            plain: false,
          },
        ]
      : [...new Set(Array.from({ length: random.int(1, 5) }, () => random.pick(usual)))];
    const lines = picked.map((article, position) => {
      const quantity = random.pick(article.price > 100 ? [1, 2] : [1, 2, 4, 5, 10, 20, 25, 50]);
      // A partly shipped order still waits for its last line.
      const delivered =
        shipped && !(status === 'ltShipped' && position === picked.length - 1 && position > 0);
      return {
        position: position + 1,
        article: article.number,
        name: article.names[history.language],
        quantity,
        unit: article.unit,
        unitPrice: article.price,
        totalPrice: round2(quantity * article.price),
        deliveryDate: delivered ? deliveryDay : null,
        shippingNoteNumber: delivered ? shippingNote : null,
        invoiceNumber: delivered ? invoiceNumber : null,
        invoiceDate: delivered && invoiceNumber ? invoiceDay : null,
        firm,
        // The showcase's second half came from Antwerp's stock.
        warehouse: showcase && position >= picked.length / 2 ? 'ANT' : history.warehouse,
      };
    });
    const net = round2(lines.reduce((sum, line) => sum + line.totalPrice, 0));
    const shippingCost = net < 250 ? 9.95 : 0;
    const reference = showcase ? history.showcase.reference : random.pick(history.references);
    documents.orders.push({
      number,
      company: history.number,
      channel: random.pick(channels),
      orderedAt: new Date(orderedTime).toISOString(),
      status,
      reference,
      orderedBy: random.pick(buyers),
      shipmentNumber: shippingNote ? `ZD${shippingNote.replace(/\D/g, '')}` : null,
      trackAndTraceUrl: shippingNote ? `https://track.example.com/${shippingNote}` : null,
      shippingCost,
      net,
      total: round2((net + shippingCost) * (1 + vatRate / 100)),
      lines,
      changedAt,
    });
    if (!invoiceNumber) continue;
    const invoiceLines = [
      ...lines.map((line) => ({
        position: line.position,
        article: line.article,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        net: line.totalPrice,
        vatRate,
        order: number,
        costPost: null,
      })),
      ...(shippingCost
        ? [
            {
              position: lines.length + 1,
              article: null,
              name: costNames[history.language].shipping,
              quantity: 1,
              unit: 'PCE',
              unitPrice: shippingCost,
              net: shippingCost,
              vatRate,
              order: number,
              costPost: null,
            },
          ]
        : []),
    ];
    documents.invoices.push(
      invoiceOf({
        number: invoiceNumber,
        company: history.number,
        issuedOn: invoiceDay,
        orders: [number],
        reference,
        shippingNoteNumbers: shippingNote ? [shippingNote] : [],
        ...exempt,
        deliveredOn: deliveryDay,
        lines: invoiceLines,
        // Paid after a month, though now and then a customer pays late.
        paid: now - Date.parse(invoiceDay) > (random.chance(0.15) ? 60 : 30) * dayMillis,
        changedAt,
      }),
    );
  }

  // A return: a credit note for part of an older invoice.
  const returned = documents.invoices.find((invoice) => invoice.lines[0]!.quantity > 1);
  if (returned) {
    const line = returned.lines[0]!;
    const quantity = -Math.floor(line.quantity / 2);
    documents.invoices.push(
      invoiceOf({
        number: sequence('F', Date.parse(returned.issuedOn), counters.invoice++),
        company: history.number,
        type: 'creditNote',
        issuedOn: isoDay(Date.parse(returned.issuedOn) + 10 * dayMillis),
        orders: returned.orders,
        reference: returned.reference,
        shippingNoteNumbers: [],
        ...exempt,
        deliveredOn: returned.deliveredOn,
        lines: [{ ...line, position: 1, quantity, net: round2(quantity * line.unitPrice) }],
        paid: true,
        changedAt,
      }),
    );
  }

  for (let index = 0; index < history.offers; index++) {
    const offeredTime = now - Math.floor(330 * ((history.offers - index) / history.offers) ** 2) * dayMillis;
    const validUntil = isoDay(offeredTime + 60 * dayMillis);
    const picked = [...new Set(Array.from({ length: random.int(1, 4) }, () => random.pick(articles)))];
    const lines = picked.map((article, position) => {
      const quantity = random.pick(article.price > 100 ? [2, 5, 10] : [10, 25, 50, 100, 250]);
      // Quantities of a project earn a price below the list.
      const unitPrice = round2(article.price * 0.85);
      return {
        position: position + 1,
        article: article.number,
        name: article.names[history.language],
        quantity,
        unit: article.unit,
        deliveryDate: isoDay(offeredTime + 21 * dayMillis),
        unitPrice,
        net: round2(quantity * unitPrice),
      };
    });
    documents.offers.push({
      number: sequence('O', offeredTime, counters.offer++),
      company: history.number,
      reference: random.pick(history.references),
      request: null,
      offeredOn: isoDay(offeredTime),
      validUntil,
      status: validUntil >= isoDay(now) && !random.chance(0.2) ? 'open' : 'processed',
      net: round2(lines.reduce((sum, line) => sum + line.net, 0)),
      lines: lines.map((line) => ({ ...line, customerArticle: null, status: null })),
      changedAt,
    });
  }
  return documents;
}

/** An invoice or credit note whose VAT and totals follow from its lines. */
function invoiceOf(
  invoice: Pick<
    InvoiceRow,
    | 'number'
    | 'company'
    | 'issuedOn'
    | 'orders'
    | 'reference'
    | 'shippingNoteNumbers'
    | 'vatExemption'
    | 'deliveredOn'
    | 'deliveryCountry'
    | 'changedAt'
  > & {
    type?: InvoiceRow['type'];
    lines: InvoiceRow['lines'];
    paid: boolean;
  },
): InvoiceRow {
  const { paid, ...rest } = invoice;
  const amounts = invoiceAmounts(invoice.lines);
  return {
    type: 'invoice',
    ...rest,
    dueOn: isoDay(Date.parse(invoice.issuedOn) + 30 * dayMillis),
    paymentReference: structuredCommunication(
      Number(invoice.number.replace(/\D/g, '')) * 1000 + Number(invoice.company),
    ),
    ...amounts,
    openAmount: paid ? 0 : amounts.total,
  };
}

/** Sends the demo companies' year of history in through the ERP's imports, with the PDFs. */
export async function importDemoHistory(tx: Tx, now = Date.now()): Promise<void> {
  const articles = await historyArticles(tx);
  const counters = { order: 0, invoice: 0, offer: 0, note: 0 };
  const ctx = { tx, erp: builtInErp };
  for (const history of histories) {
    const documents = companyDocuments(history, articles, now, counters);
    await erpImports['erp-orders'](ctx, documents.orders);
    await erpImports.invoices(ctx, documents.invoices);
    await erpImports.offers(ctx, documents.offers);
    const customer = documentCustomer(history.number);
    for (const invoice of documents.invoices) {
      await storeErpDocument(
        tx,
        'invoice',
        invoice.number,
        await invoicePdf(invoice, customer, history.language),
      );
      if (invoice.shippingNoteNumbers.length > 0)
        await storeErpDocument(
          tx,
          'delivery-proof',
          invoice.number,
          await deliveryProofPdf(invoice, customer, history.language),
        );
    }
    for (const offer of documents.offers)
      await storeErpDocument(tx, 'offer', offer.number, await offerPdf(offer, customer, history.language));
  }
}
