/**
 * Which VAT a sale from the Belgian distributor carries (EU VAT directive art. 138 and 146, Belgian VAT
 * code art. 39 and 39bis): the article's Belgian rate, an exempt intra-community supply, or an exempt
 * export. One rule for cart, checkout, order, documents, e-invoices and the ERP.
 */
import { isEuVatCountry } from './vat.ts';

/** Where the goods go: delivered to an address in a country, or picked up at a Belgian warehouse. */
export type Destination = { kind: 'delivery'; country: string } | { kind: 'pickup' };

/** What VIES said of the company's VAT number, as far as the shop knows. */
export type VatNumberStanding =
  /** VIES confirmed the number (now, or earlier when VIES is unreachable now). */
  | 'confirmed'
  /** VIES was not asked yet, or could not answer and never confirmed it before. */
  | 'unconfirmed'
  /** VIES said the number is not valid. */
  | 'invalid';

export interface TaxPosition {
  /** ISO 3166-1 alpha-2 country of the company. */
  companyCountry: string;
  vatNumberStanding: VatNumberStanding;
  destination: Destination;
}

export type VatTreatment =
  | {
      kind: 'domestic' /** why a company abroad still pays Belgian VAT */;
      because?: 'unconfirmed' | 'invalid';
    }
  | { kind: 'intra-community'; category: 'K'; exemptionReasonCode: 'VATEX-EU-IC' }
  | { kind: 'export'; category: 'G'; exemptionReasonCode: 'VATEX-EU-G' };

export const sellerCountry = 'BE';

/**
 * The treatment of a sale: Belgian VAT when the goods stay in Belgium (a delivery there or a pickup);
 * an export when they leave the EU, whoever buys; an intra-community supply when a company of another
 * member state, whose number VIES confirmed, has them delivered to another member state; Belgian VAT
 * otherwise, saying why when the company is abroad.
 */
export function vatTreatmentOf(position: TaxPosition): VatTreatment {
  const { destination, companyCountry, vatNumberStanding } = position;
  if (destination.kind === 'pickup' || destination.country === sellerCountry) return { kind: 'domestic' };
  if (!isEuVatCountry(destination.country))
    return { kind: 'export', category: 'G', exemptionReasonCode: 'VATEX-EU-G' };
  if (companyCountry === sellerCountry || !isEuVatCountry(companyCountry)) return { kind: 'domestic' };
  if (vatNumberStanding === 'confirmed')
    return { kind: 'intra-community', category: 'K', exemptionReasonCode: 'VATEX-EU-IC' };
  return { kind: 'domestic', because: vatNumberStanding };
}

/** Where a buying company stands for VAT, and where its deliveries go unless another address is chosen. */
export interface BuyerTaxPosition extends Omit<TaxPosition, 'destination'> {
  defaultDeliveryCountry: string;
  /** The countries the company's addresses are in, the default delivery country first. */
  deliveryCountries: string[];
  /** VIES's consultation number of the check that decided the standing: an exempt order keeps it. */
  viesRequestIdentifier: string | null;
}

/**
 * The treatment of one way of shipping: a pickup stays in Belgium, a delivery goes to `deliveryCountry`
 * (the address chosen) or else the buyer's default; a visitor (no position) buys at Belgian VAT.
 */
export function shippingTreatment(
  position: BuyerTaxPosition | null,
  option: 'delivery' | 'pickup',
  deliveryCountry?: string | null,
): VatTreatment {
  if (!position) return { kind: 'domestic' };
  return vatTreatmentOf({
    companyCountry: position.companyCountry,
    vatNumberStanding: position.vatNumberStanding,
    destination:
      option === 'pickup'
        ? { kind: 'pickup' }
        : { kind: 'delivery', country: deliveryCountry ?? position.defaultDeliveryCountry },
  });
}

/** The rate a line or service is charged at under a treatment, from its Belgian rate. */
export function rateUnder(treatment: VatTreatment, belgianRate: number): number {
  return treatment.kind === 'domestic' ? belgianRate : 0;
}

/** The UNCL 5305 category of a rate under a treatment (EN 16931 BT-118, BT-151). */
export function vatCategoryOf(treatment: VatTreatment, rate: number): 'S' | 'Z' | 'K' | 'G' {
  if (treatment.kind !== 'domestic') return treatment.category;
  return rate > 0 ? 'S' : 'Z';
}

type Language = 'nl' | 'fr' | 'en';
const languageOf = (localeCode: string): Language => {
  const short = localeCode.slice(0, 2);
  return short === 'nl' || short === 'fr' ? short : 'en';
};

/** The legal mention a document of an exempt sale carries, and the short line cart and checkout show. */
const exemptionTexts: Record<
  'intra-community' | 'export',
  Record<Language, { mention: string; label: string }>
> = {
  'intra-community': {
    nl: {
      mention:
        'Vrijgestelde intracommunautaire levering, art. 39bis, eerste lid, 1° W.btw (art. 138 richtlijn 2006/112/EG): btw verlegd naar de afnemer.',
      label: 'btw 0 % – intracommunautaire levering, btw verlegd',
    },
    fr: {
      mention:
        'Livraison intracommunautaire exemptée, art. 39bis, alinéa 1er, 1° du Code de la TVA (art. 138 directive 2006/112/CE) : autoliquidation par l’acquéreur.',
      label: 'TVA 0 % – livraison intracommunautaire, autoliquidation',
    },
    en: {
      mention:
        'Exempt intra-Community supply, art. 39bis, first paragraph, 1° Belgian VAT Code (art. 138 Directive 2006/112/EC): reverse charge by the customer.',
      label: 'VAT 0 % – intra-Community supply, reverse charge',
    },
  },
  export: {
    nl: {
      mention: 'Vrijgestelde uitvoer buiten de Europese Unie, art. 39, § 1, 1° W.btw.',
      label: 'btw 0 % – uitvoer buiten de EU',
    },
    fr: {
      mention: 'Exportation exemptée hors de l’Union européenne, art. 39, § 1er, 1° du Code de la TVA.',
      label: 'TVA 0 % – exportation hors UE',
    },
    en: {
      mention: 'Exempt export outside the European Union, art. 39, § 1, 1° Belgian VAT Code.',
      label: 'VAT 0 % – export outside the EU',
    },
  },
};

/** Why a company abroad is charged Belgian VAT, and that it changes once VIES confirms its number. */
const domesticBecauseTexts: Record<'unconfirmed' | 'invalid', Record<Language, string>> = {
  unconfirmed: {
    nl: 'Belgische btw: uw btw-nummer is nog niet door VIES bevestigd. Zodra het bevestigd is, zijn leveringen aan u in een andere lidstaat vrijgesteld van btw.',
    fr: 'TVA belge : votre numéro de TVA n’est pas encore confirmé par VIES. Dès qu’il l’est, les livraisons qui vous sont faites dans un autre État membre sont exemptées.',
    en: 'Belgian VAT: VIES has not confirmed your VAT number yet. Once it does, deliveries to you in another member state are exempt from VAT.',
  },
  invalid: {
    nl: 'Belgische btw: VIES kent uw btw-nummer niet als geldig. Laat uw hoofdaankoper het nakijken in uw profiel.',
    fr: 'TVA belge : VIES ne connaît pas votre numéro de TVA comme valide. Votre acheteur principal peut le corriger dans votre profil.',
    en: 'Belgian VAT: VIES does not know your VAT number as valid. Your lead buyer can correct it in your profile.',
  },
};

export interface TreatmentWords {
  /** The line beside the VAT total in cart and checkout; null for plain Belgian VAT. */
  label: string | null;
  /** The legal mention on confirmation, order page, mails, PDFs and the e-invoice; null when none is due. */
  mention: string | null;
  /** Why Belgian VAT applies to a company abroad; null otherwise. */
  note: string | null;
}

/** The treatment of an exempt category, as an invoice names it. */
export const exemptTreatmentOfCategory = { K: 'intra-community', G: 'export' } as const;

/** The legal mention a document of a sale of this kind carries; null under Belgian VAT. */
export function legalMentionOf(kind: VatTreatment['kind'], localeCode: string): string | null {
  return kind === 'domestic' ? null : exemptionTexts[kind][languageOf(localeCode)].mention;
}

/** What a buyer and a document read of a treatment, in the language of `localeCode`. */
export function treatmentWords(treatment: VatTreatment, localeCode: string): TreatmentWords {
  const language = languageOf(localeCode);
  if (treatment.kind === 'domestic')
    return {
      label: null,
      mention: null,
      note: treatment.because ? domesticBecauseTexts[treatment.because][language] : null,
    };
  const texts = exemptionTexts[treatment.kind][language];
  return { label: texts.label, mention: texts.mention, note: null };
}

/** A treatment as the Store API answers it: its kind, the exempt category and reason, and its words. */
export interface TreatmentDescription extends TreatmentWords {
  kind: VatTreatment['kind'];
  /** UNCL 5305 K or G of an exempt sale; null under Belgian VAT (S or Z by the rate). */
  category: 'K' | 'G' | null;
  /** The VATEX code of an exempt sale (EN 16931 BT-121). */
  exemptionReasonCode: 'VATEX-EU-IC' | 'VATEX-EU-G' | null;
}

export function describeTreatment(treatment: VatTreatment, localeCode: string): TreatmentDescription {
  return {
    kind: treatment.kind,
    category: treatment.kind === 'domestic' ? null : treatment.category,
    exemptionReasonCode: treatment.kind === 'domestic' ? null : treatment.exemptionReasonCode,
    ...treatmentWords(treatment, localeCode),
  };
}
