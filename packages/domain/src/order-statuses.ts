/**
 * The twelve order statuses (account-and-ordering.md §3). Shop orders start `open` (or `notOpen`
 * while they wait for approval) and move on through the ERP port.
 */
export const orderStatuses = [
  'backorder',
  'blocked',
  'geShipped',
  'handling',
  'invoiced',
  'ltShipped',
  'notOpen',
  'open',
  'shipped',
  'inProgress',
  'cancelled',
  'completed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/**
 * What became of an order that needed approval: it waits, an approver approved or declined it, or
 * its buyer withdrew it while it waited.
 */
export const approvalStatuses = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

type NameLanguage = 'nl' | 'fr' | 'en';
const nameLanguageOf = (localeCode: string): NameLanguage => {
  const short = localeCode.slice(0, 2).toLowerCase();
  return short === 'nl' || short === 'fr' ? short : 'en';
};

/** The statuses' names as the storefront shows them (its `orders.status.*` texts); German falls back to English. */
const orderStatusNames: Record<OrderStatus, Record<NameLanguage, string>> = {
  backorder: { nl: 'Backorder', fr: 'En reliquat', en: 'Backorder' },
  blocked: { nl: 'Geblokkeerd', fr: 'Bloquée', en: 'Blocked' },
  geShipped: { nl: 'Geleverd en gefactureerd', fr: 'Livrée et facturée', en: 'Shipped and invoiced' },
  handling: { nl: 'In behandeling', fr: 'En traitement', en: 'In handling' },
  invoiced: { nl: 'Gefactureerd', fr: 'Facturée', en: 'Invoiced' },
  ltShipped: { nl: 'Nog niet geleverd', fr: 'Pas encore livrée', en: 'Not yet shipped' },
  notOpen: { nl: 'Niet open', fr: 'Non ouverte', en: 'Not open' },
  open: { nl: 'Open', fr: 'Ouverte', en: 'Open' },
  shipped: { nl: 'Geleverd', fr: 'Livrée', en: 'Shipped' },
  inProgress: { nl: 'In uitvoering', fr: 'En cours', en: 'In progress' },
  cancelled: { nl: 'Geannuleerd', fr: 'Annulée', en: 'Cancelled' },
  completed: { nl: 'Afgerond', fr: 'Terminée', en: 'Completed' },
};

/** An order status's name in a language (an unknown status is named by itself). */
export function orderStatusName(status: string, localeCode: string): string {
  return isOrderStatus(status) ? orderStatusNames[status][nameLanguageOf(localeCode)] : status;
}

/** The names of the ERP's documents of an order, as its PDFs title them. */
const documentTypeNames = {
  invoice: { nl: 'Factuur', fr: 'Facture', en: 'Invoice' },
  creditNote: { nl: 'Creditnota', fr: 'Note de crédit', en: 'Credit note' },
} as const;

/** An invoice's or credit note's name in a language. */
export function documentTypeName(type: 'invoice' | 'creditNote', localeCode: string): string {
  return documentTypeNames[type][nameLanguageOf(localeCode)];
}
