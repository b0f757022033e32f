import type { Money, PriceSource, TakenStock } from '@tradeshop/domain';
import type { Tx } from '../db/index.ts';

export interface ErpArticleQuery {
  productId: string;
  quantityHundredths: number;
}

/** Stock wanted for an order line: the key names the line in the answer. */
export interface StockRequest {
  key: string;
  productId: string;
  quantityHundredths: number;
}

/** Stock an order line holds in one warehouse. */
export interface HeldStock {
  productId: string;
  warehouseCode: string;
  hundredths: number;
}

export interface ErpArticle {
  productId: string;
  /** The unit price for the asked quantity: the company's, or the list price without a company. */
  unitPrice: Money;
  source: PriceSource;
  listPrice: Money;
  /** The customer's unit price from each quantity on where it changes, lowest quantity first. */
  tiers: { fromHundredths: number; price: Money }[];
  /** What each warehouse can sell: its physical stock less what orders hold there. */
  warehouses: { code: string; name: string; availableHundredths: number }[];
  buyable: boolean;
}

/**
 * The ports: what the shop asks of systems outside it. buildApp takes an implementation of each
 * (the built-in ERP and the mail outbox unless told otherwise), and the request context carries them
 * to the services, so a real ERP adapter or a test double plugs in without editing a service.
 */

/** A shop order as the ERP's documents name it. */
export interface ShopOrderReference {
  id: string;
  companyId: string;
  orderNumber: string;
  /** The invoice numbers its lines carry. */
  invoiceNumbers: string[];
}

/** An invoice or credit note the ERP issued for a shop order. */
export interface IssuedDocument {
  orderId: string;
  id: string;
  number: string;
  type: 'invoice' | 'creditNote';
  /** The day it was issued, YYYY-MM-DD. */
  issuedOn: string;
}

/**
 * What the shop asks the distributor's ERP (DESIGN.md §4): customer prices with their quantity tiers,
 * stock per warehouse and whether an article is sold online. One call answers a whole page or cart.
 * Sales hold stock in the ERP's warehouses and cancellations give it back. The built-in
 * implementation (modules/erp) keeps these in the shop's own tables.
 */
export interface ErpPort {
  /** One answer per query, in their order; null for an article the ERP does not know. */
  articles(
    tx: Tx,
    companyId: string | null,
    queries: readonly ErpArticleQuery[],
  ): Promise<(ErpArticle | null)[]>;
  /**
   * Holds stock for order lines, in the transaction: as much of each line as the warehouses have,
   * the preferred warehouse first (allocateStock). Answers per key what was taken from which
   * warehouse; the rest of a line is not held. Two transactions never hold the same stock.
   */
  reserveStock(
    tx: Tx,
    requests: readonly StockRequest[],
    preferredWarehouse: string | null,
  ): Promise<Map<string, TakenStock[]>>;
  /** Gives held stock back to the warehouses it was taken from. */
  releaseStock(tx: Tx, held: readonly HeldStock[]): Promise<void>;
  /**
   * The invoices and credit notes issued for these orders, oldest first: those their lines name,
   * and those naming one of the ERP's orders that came from them.
   */
  documentsOfOrders(tx: Tx, orders: readonly ShopOrderReference[]): Promise<IssuedDocument[]>;
  /** The articles (product ids) a company bought before: its "already bought" filter. */
  articlesBoughtBy(tx: Tx, companyId: string): Promise<string[]>;
}

/** A mail in one language, ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Sends mail: keeps every mail in the database and delivers it (SMTP, or the outbox folder). */
export interface Mailer {
  /** Whether mails only land in the outbox (development). */
  readonly outboxOnly: boolean;
  send(
    tx: Tx,
    mail: RenderedMail & {
      to: string;
      template: string;
      locale: string;
      /** Extra headers, e.g. List-Unsubscribe. */
      headers?: Record<string, string>;
    },
  ): Promise<string>;
}

export type VatCheckOutcome = 'valid' | 'invalid' | 'unavailable';

/** What VIES answered about one number, as the shop keeps it. */
export interface VatCheckAnswer {
  outcome: VatCheckOutcome;
  /** The consultation number VIES gives a check made with a requester; null without one. */
  requestIdentifier: string | null;
  /** The name and address the member state gives (null where it keeps them to itself). */
  traderName: string | null;
  traderAddress: string | null;
  /** VIES's error code of an `unavailable` answer (MS_UNAVAILABLE, TIMEOUT, …) or of an invalid input. */
  errorCode: string | null;
}

/**
 * Checks EU VAT numbers with the member states: the European Commission's VIES service (modules/
 * vat-check), or its stand-in in the tests and a demo start.
 */
export interface VatNumberRegistry {
  /** The distributor's own VAT number the checks are made with (empty: none). */
  readonly requester: string;
  /** `vatNumber` with its country prefix (EL for Greece, XI for Northern Ireland). */
  check(vatNumber: string): Promise<VatCheckAnswer>;
}

/** A shop without VIES (a benchmark, a test that does not look at VAT numbers): nothing gets confirmed. */
export const withoutVies: VatNumberRegistry = {
  requester: '',
  check: async () => ({
    outcome: 'unavailable',
    requestIdentifier: null,
    traderName: null,
    traderAddress: null,
    errorCode: 'NOT_CONFIGURED',
  }),
};
