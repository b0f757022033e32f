import { costPostShares, isValidBelgianVat, normalizeVatNumber } from '@tradeshop/domain';
import type { DocumentCustomer, InvoiceDocument } from './document-pdf.ts';
import { firm } from './firm.ts';

/**
 * Invoices and credit notes as structured e-invoices: UBL 2.1 following Peppol BIS Billing 3.0, the
 * form Belgian businesses exchange them in. Every figure is built up in whole cents from the lines,
 * so that the sums EN 16931 checks (BR-CO-10 to BR-CO-16) hold to the cent; the VAT per rate is the
 * ERP's, as Belgian VAT is rounded per rate and not per line.
 */

const customizationId = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const profileId = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Peppol's scheme (EAS) of Belgian enterprise numbers (KBO/BCE). */
const enterpriseNumberScheme = '0208';
const currency = 'EUR';

/**
 * The enterprise number (KBO/BCE) that addresses a Belgian company on the Peppol network: its VAT
 * number's ten digits. Null without a valid Belgian VAT number.
 */
function enterpriseNumberOf(vatNumber: string | null): string | null {
  return vatNumber && isValidBelgianVat(vatNumber) ? normalizeVatNumber(vatNumber).slice(2) : null;
}

/**
 * Peppol's schemes (EAS) of VAT numbers, by their prefix: how a company abroad is addressed on the
 * network. Greece's numbers start with EL; Switzerland's UID (CHE…) is its VAT number.
 */
const vatNumberSchemes: Record<string, string> = {
  AT: '9914',
  BG: '9926',
  CH: '9927',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  EL: '9933',
  ES: '9920',
  FR: '9957',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

/** A company's electronic address on the Peppol network (BT-49): its scheme and identifier. */
export interface PeppolEndpoint {
  scheme: string;
  id: string;
}

/**
 * Where an e-invoice is addressed: a Belgian company by its enterprise number, a company abroad by
 * its VAT number. Null without a VAT number the network knows a scheme for: no e-invoice then.
 */
export function peppolEndpointOf(vatNumber: string | null): PeppolEndpoint | null {
  const enterpriseNumber = enterpriseNumberOf(vatNumber);
  if (enterpriseNumber) return { scheme: enterpriseNumberScheme, id: enterpriseNumber };
  const compact = vatNumber ? normalizeVatNumber(vatNumber) : '';
  const scheme = compact.startsWith('BE') ? undefined : vatNumberSchemes[compact.slice(0, 2)];
  // A Swiss UID is written with the tax's name after it (CHE-116.281.710 MWST): the id is without.
  return scheme && compact.length > 4 ? { scheme, id: compact.replace(/(MWST|TVA|IVA)$/, '') } : null;
}

/** The invoice a credit note credits, as far as the shop knows it. */
export interface CreditedInvoice {
  number: string;
  issuedOn: string;
}

/**
 * UN/ECE Recommendation 20 codes of the ERP's own units; a unit the ERP already sends in that code
 * (MTR, KGM, LTR, …) stays as it is.
 */
const unitCodes: Record<string, string> = { PCE: 'C62', PAK: 'XPK' };

interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlElement[];
}

/** A child that may be absent: left out. */
type Child = XmlElement | null | undefined | false | '';

/** An element of child elements. */
const element = (name: string, ...children: Child[]): XmlElement => ({
  name,
  children: children.filter((child): child is XmlElement => Boolean(child)),
});

/** An element holding a value; none for an empty one, as Peppol allows no empty element (R008). */
const value = (name: string, text: string | null | undefined, attributes?: Record<string, string>) =>
  text ? { name, text, ...(attributes && { attributes }) } : null;

const money = (name: string, cents: number) =>
  value(name, (cents / 100).toFixed(2), { currencyID: currency });

/** XML 1.0 knows no control characters but tab and line breaks: the ERP's texts lose them. */
const escapeXml = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function serialize(node: XmlElement, indent = ''): string {
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, text]) => ` ${key}="${escapeXml(text)}"`)
    .join('');
  if (node.text !== undefined)
    return `${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`;
  const children = node.children ?? [];
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  const inner = children.map((child) => serialize(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

const cents = (euros: number) => Math.round(euros * 100);
/** Rounds half away from zero, as a credit's amounts round like a debit's. */
const roundCents = (exact: number) => Math.sign(exact) * Math.round(Math.abs(exact));
/** A quantity or price without the binary noise of floating point (2 and 4 decimals at most). */
const decimal = (number: number, places: number) => String(Number(number.toFixed(places)));

type VatExemption = InvoiceDocument['vatExemption'];

/**
 * The category of a rate: K or G on an exempt invoice (an intra-community supply, an export), else S
 * for a rate above zero and Z (zero rated) for a line without VAT.
 */
const categoryOf = (rate: number, exemption: VatExemption) => exemption?.category ?? (rate > 0 ? 'S' : 'Z');

/** A line's VAT category, or a breakdown's with the exemption's reason (BT-121). */
const vatCategory = (name: string, rate: number, exemption: VatExemption, withReason = false) =>
  element(
    name,
    value('cbc:ID', categoryOf(rate, exemption)),
    value('cbc:Percent', decimal(rate, 2)),
    withReason && exemption && value('cbc:TaxExemptionReasonCode', exemption.reasonCode),
    element('cac:TaxScheme', value('cbc:ID', 'VAT')),
  );

/**
 * A party as Peppol names it: electronic address, address, VAT number and legal entity (with its
 * enterprise number when Belgian).
 */
function party(
  endpoint: PeppolEndpoint,
  legalName: string,
  address: { street: string; zipcode: string; city: string; country: string },
  vatNumber: string,
  seller?: { legalForm: string; email: string },
) {
  const enterpriseNumber = endpoint.scheme === enterpriseNumberScheme ? endpoint.id : null;
  return element(
    'cac:Party',
    value('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }),
    element(
      'cac:PostalAddress',
      value('cbc:StreetName', address.street),
      value('cbc:CityName', address.city),
      value('cbc:PostalZone', address.zipcode),
      element('cac:Country', value('cbc:IdentificationCode', address.country)),
    ),
    element(
      'cac:PartyTaxScheme',
      value('cbc:CompanyID', vatNumber),
      element('cac:TaxScheme', value('cbc:ID', 'VAT')),
    ),
    element(
      'cac:PartyLegalEntity',
      value('cbc:RegistrationName', legalName),
      enterpriseNumber && value('cbc:CompanyID', enterpriseNumber, { schemeID: enterpriseNumberScheme }),
      seller && value('cbc:CompanyLegalForm', seller.legalForm),
    ),
    seller && element('cac:Contact', value('cbc:ElectronicMail', seller.email)),
  );
}

function seller() {
  const vatNumber = normalizeVatNumber(firm.vatNumber);
  return element(
    'cac:AccountingSupplierParty',
    party(peppolEndpointOf(vatNumber)!, firm.name, firm.postalAddress, vatNumber, {
      legalForm: firm.register,
      email: firm.email,
    }),
  );
}

function buyer({ address, vatNumber }: DocumentCustomer, endpoint: PeppolEndpoint) {
  return element(
    'cac:AccountingCustomerParty',
    party(
      endpoint,
      address.name,
      {
        street: `${address.street} ${address.houseNumber}${address.box ? ` bus ${address.box}` : ''}`,
        zipcode: address.zipcode,
        city: address.city,
        country: address.country,
      },
      normalizeVatNumber(vatNumber!),
    ),
  );
}

/**
 * The e-invoice of an invoice or credit note for a customer with a VAT number Peppol addresses; a
 * credit note names the invoice it credits when the shop knows it. An exempt invoice carries its
 * category (K, G) on every line and in its breakdown with the VATEX reason, and says when and
 * where the goods were delivered (BR-IC-11, BR-IC-12).
 *
 * The ERP keeps a credit note's amounts negative, as its ledger does; a UBL credit note states
 * what is credited, so it carries them positive.
 */
export function invoiceUbl(
  invoice: InvoiceDocument,
  customer: DocumentCustomer,
  credited: CreditedInvoice | null = null,
): string {
  const endpoint = peppolEndpointOf(customer.vatNumber);
  if (!endpoint) throw new Error('A Peppol e-invoice needs the customer’s VAT number.');
  const exemption = invoice.vatExemption;
  const creditNote = invoice.type === 'creditNote';
  const sign = creditNote && invoice.total < 0 ? -1 : 1;
  const root = creditNote ? 'CreditNote' : 'Invoice';

  const lines = invoice.lines.map((line) => {
    const quantity = sign * line.quantity;
    const net = sign * cents(line.net);
    // What the quantity at the unit price comes to beyond the line's net is a discount on the line
    // (or a surcharge the other way round), so that the line adds up as Peppol checks it (R120,
    // which allows two cents: a cent of rounding stays in the line).
    const difference = roundCents(quantity * line.unitPrice * 100) - net;
    return { ...line, quantity, net, difference };
  });
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const subtotals = rates.map((rate) => {
    const taxable = lines.filter((line) => line.vatRate === rate).reduce((sum, line) => sum + line.net, 0);
    const charged = invoice.vatBreakdown.find((entry) => entry.rate === rate);
    const tax = charged
      ? sign * cents(charged.amount)
      : roundCents((taxable * Math.round(rate * 100)) / 10_000);
    return { rate, taxable, tax };
  });
  const lineTotal = lines.reduce((sum, line) => sum + line.net, 0);
  const taxTotal = subtotals.reduce((sum, subtotal) => sum + subtotal.tax, 0);
  const [onlyShare, ...otherShares] = costPostShares(
    invoice.lines.map((line) => ({ position: line.position, costPost: line.costPost ?? null })),
  );
  const wholeCostPost =
    onlyShare && !onlyShare.positions && otherShares.length === 0 ? onlyShare.costPost : null;
  const orderNumber = invoice.orders.length === 1 ? invoice.orders[0]! : null;
  const shippingNote = invoice.shippingNoteNumbers.length === 1 ? invoice.shippingNoteNumbers[0]! : null;

  const document = element(
    root,
    value('cbc:CustomizationID', customizationId),
    value('cbc:ProfileID', profileId),
    value('cbc:ID', invoice.number),
    value('cbc:IssueDate', invoice.issuedOn),
    !creditNote && value('cbc:DueDate', invoice.dueOn),
    value(`cbc:${root}TypeCode`, creditNote ? '381' : '380'),
    value('cbc:DocumentCurrencyCode', currency),
    // The buyer's general-ledger account (BT-19) when the whole invoice is booked on one.
    wholeCostPost && value('cbc:AccountingCost', wholeCostPost.code),
    value('cbc:BuyerReference', invoice.reference),
    // Peppol needs the buyer's reference or an order reference (R003). The shop knows no purchase
    // order number of the buyer beyond its reference: Peppol writes an unknown one as NA, beside
    // the distributor's own order number.
    (orderNumber || !invoice.reference) &&
      element('cac:OrderReference', value('cbc:ID', 'NA'), value('cbc:SalesOrderID', orderNumber)),
    credited &&
      element(
        'cac:BillingReference',
        element(
          'cac:InvoiceDocumentReference',
          value('cbc:ID', credited.number),
          value('cbc:IssueDate', credited.issuedOn),
        ),
      ),
    shippingNote && element('cac:DespatchDocumentReference', value('cbc:ID', shippingNote)),
    seller(),
    buyer(customer, endpoint),
    (invoice.deliveredOn || invoice.deliveryCountry) &&
      element(
        'cac:Delivery',
        value('cbc:ActualDeliveryDate', invoice.deliveredOn),
        invoice.deliveryCountry &&
          element(
            'cac:DeliveryLocation',
            element(
              'cac:Address',
              element('cac:Country', value('cbc:IdentificationCode', invoice.deliveryCountry)),
            ),
          ),
      ),
    // What a credit note credits is not paid by the customer: it carries no payment instruction.
    !creditNote &&
      element(
        'cac:PaymentMeans',
        value('cbc:PaymentMeansCode', '58', { name: 'SEPA credit transfer' }),
        value('cbc:PaymentID', invoice.paymentReference),
        element(
          'cac:PayeeFinancialAccount',
          value('cbc:ID', firm.iban.replaceAll(' ', '')),
          value('cbc:Name', firm.name),
          element('cac:FinancialInstitutionBranch', value('cbc:ID', firm.bic)),
        ),
      ),
    // Without an agreed due date Belgian law gives 30 days (law of 2 August 2002, art. 4).
    !creditNote &&
      !invoice.dueOn &&
      element('cac:PaymentTerms', value('cbc:Note', 'Payable within 30 days of receipt of the invoice.')),
    element(
      'cac:TaxTotal',
      money('cbc:TaxAmount', taxTotal),
      ...subtotals.map((subtotal) =>
        element(
          'cac:TaxSubtotal',
          money('cbc:TaxableAmount', subtotal.taxable),
          money('cbc:TaxAmount', subtotal.tax),
          vatCategory('cac:TaxCategory', subtotal.rate, exemption, true),
        ),
      ),
    ),
    element(
      'cac:LegalMonetaryTotal',
      money('cbc:LineExtensionAmount', lineTotal),
      money('cbc:TaxExclusiveAmount', lineTotal),
      money('cbc:TaxInclusiveAmount', lineTotal + taxTotal),
      money('cbc:PayableAmount', lineTotal + taxTotal),
    ),
    ...lines.map((line) =>
      element(
        `cac:${root}Line`,
        value('cbc:ID', String(line.position)),
        value(`cbc:${creditNote ? 'Credited' : 'Invoiced'}Quantity`, decimal(line.quantity, 2), {
          unitCode: unitCodes[line.unit] ?? line.unit,
        }),
        money('cbc:LineExtensionAmount', line.net),
        // The line's own general-ledger account of the buyer (BT-133).
        line.costPost && value('cbc:AccountingCost', line.costPost.code),
        Math.abs(line.difference) > 1 &&
          element(
            'cac:AllowanceCharge',
            value('cbc:ChargeIndicator', String(line.difference < 0)),
            line.difference > 0 && value('cbc:AllowanceChargeReasonCode', '95'),
            value('cbc:AllowanceChargeReason', line.difference > 0 ? 'Discount' : 'Surcharge'),
            money('cbc:Amount', Math.abs(line.difference)),
          ),
        element(
          'cac:Item',
          value('cbc:Name', line.name),
          line.article && element('cac:SellersItemIdentification', value('cbc:ID', line.article)),
          vatCategory('cac:ClassifiedTaxCategory', line.vatRate, exemption),
        ),
        element('cac:Price', value('cbc:PriceAmount', decimal(line.unitPrice, 4), { currencyID: currency })),
      ),
    ),
  );
  const namespaces = {
    xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
    'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize({ ...document, attributes: namespaces })}\n`;
}
