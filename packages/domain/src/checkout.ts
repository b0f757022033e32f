import { isCalendarDate } from './budget-periods.ts';
import { type Money, moneyToNumber, percentOf } from './money.ts';
import { rateUnder, type VatTreatment } from './vat-treatment.ts';

export const shippingOptions = ['delivery', 'pickup'] as const;
export type ShippingOption = (typeof shippingOptions)[number];

/** Everything together, everything separate (as it is ready), backorders together. */
export const shippingMethods = ['together', 'separate', 'backorders-together'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

/** On invoice (needs credit), prepayment by bank transfer, card at delivery or pickup. */
export const paymentMethods = ['invoice', 'prepayment', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Shipping of a delivery, free from `freeShippingLimit` (net value of the lines). */
export const shippingRates = {
  delivery: 125_000,
  /** Added once when the customer wants every line shipped as soon as it is ready. */
  separateShipments: 75_000,
  freeShippingLimit: 2_500_000,
} as const;

/** VAT on shipping and surcharges: the standard Belgian rate. */
export const serviceTaxRate = 21;

export function shippingCost(input: {
  option: ShippingOption;
  method: ShippingMethod;
  positionTotal: Money;
  /** The shop's free-shipping limit (its settings); the standard rate's when omitted. */
  freeShippingLimit?: Money | undefined;
}): Money {
  const limit = input.freeShippingLimit ?? shippingRates.freeShippingLimit;
  if (input.option === 'pickup' || input.positionTotal >= limit) return 0;
  return shippingRates.delivery + (input.method === 'separate' ? shippingRates.separateShipments : 0);
}

/** A minimum order value and the surcharge of an order below it. */
export interface OrderMinimum {
  minimumOrderValue: Money | null;
  surcharge: Money | null;
}

/**
 * The minimum that holds for a company: its own terms when the ERP gave it a minimum order value,
 * else the shop's (its settings); a visitor, without a company, sees the shop's.
 */
export function orderMinimumOf(company: OrderMinimum | null, shop: OrderMinimum | null): OrderMinimum {
  if (company?.minimumOrderValue) return company;
  return shop ?? { minimumOrderValue: null, surcharge: null };
}

/** The surcharge of an order below the company's minimum order value (0 when it is reached). */
export function minimumOrderSurcharge(
  positionTotal: Money,
  company: { minimumOrderValue: Money | null; surcharge: Money | null },
): Money {
  if (!company.minimumOrderValue || !company.surcharge || positionTotal === 0) return 0;
  return positionTotal < company.minimumOrderValue ? company.surcharge : 0;
}

export interface CartTotals {
  positionTotal: Money;
  shipping: Money;
  surcharge: Money;
  net: Money;
  /** VAT per rate, with the net amount it is charged on. */
  taxes: { taxRate: number; net: Money; tax: Money }[];
  gross: Money;
}

const domestic: VatTreatment = { kind: 'domestic' };

/**
 * Net and gross totals with VAT per rate; shipping and surcharge carry the standard rate. Under an
 * exempt treatment (an intra-community supply, an export) every rate is 0 %, services included.
 */
export function cartTotals(input: {
  lines: readonly { total: Money; taxRate: number }[];
  shipping: Money;
  surcharge: Money;
  treatment?: VatTreatment;
}): CartTotals {
  const treatment = input.treatment ?? domestic;
  const netByRate = new Map<number, Money>();
  const add = (belgianRate: number, amount: Money) => {
    const rate = rateUnder(treatment, belgianRate);
    netByRate.set(rate, (netByRate.get(rate) ?? 0) + amount);
  };
  for (const line of input.lines) add(line.taxRate, line.total);
  if (input.shipping) add(serviceTaxRate, input.shipping);
  if (input.surcharge) add(serviceTaxRate, input.surcharge);
  const taxes = [...netByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxRate, net]) => ({ taxRate, net, tax: percentOf(net, taxRate) }));
  const positionTotal = input.lines.reduce((sum, line) => sum + line.total, 0);
  const net = positionTotal + input.shipping + input.surcharge;
  return {
    positionTotal,
    shipping: input.shipping,
    surcharge: input.surcharge,
    net,
    taxes,
    gross: net + taxes.reduce((sum, entry) => sum + entry.tax, 0),
  };
}

/** Every way an order can be shipped: each option with each method. */
export const shippingChoices: readonly { option: ShippingOption; method: ShippingMethod }[] =
  shippingOptions.flatMap((option) => shippingMethods.map((method) => ({ option, method })));

/**
 * What a cart costs shipped one way: its lines, the shipping of that way (none for a cart without
 * lines) and the company's surcharge below its minimum order value, with VAT. The cart shows these
 * totals and the order is charged them.
 */
export function totalsForShipping(input: {
  lines: readonly { total: Money; taxRate: number }[];
  option: ShippingOption;
  method: ShippingMethod;
  company: { minimumOrderValue: Money | null; surcharge: Money | null };
  /** The VAT treatment of this way of shipping (a pickup stays in Belgium); domestic when omitted. */
  treatment?: VatTreatment;
  /** The shop's free-shipping limit; the standard rate's when omitted. */
  freeShippingLimit?: Money | undefined;
}): CartTotals {
  const { lines, option, method, freeShippingLimit } = input;
  const positionTotal = lines.reduce((sum, line) => sum + line.total, 0);
  return cartTotals({
    lines,
    shipping: lines.length ? shippingCost({ option, method, positionTotal, freeShippingLimit }) : 0,
    surcharge: minimumOrderSurcharge(positionTotal, input.company),
    ...(input.treatment ? { treatment: input.treatment } : {}),
  });
}

/** `YYYY-MM-DD` of a date in UTC. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A wished delivery date is a weekday after today (the date picker of the spec disables today,
 * earlier days, Saturdays and Sundays). Dates are compared as calendar days.
 */
export function isDeliveryDateAllowed(date: string, today: string): boolean {
  if (!isCalendarDate(date)) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return date > today && weekday !== 0 && weekday !== 6;
}

/** The first date a delivery can be wished for: the next weekday after today. */
export function earliestDeliveryDate(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return isoDate(day);
}

const vatNames: Record<string, string> = { nl: 'btw', fr: 'TVA', de: 'MwSt.', en: 'VAT' };

/**
 * VAT per rate as Shopware's prices write it: each rate's tax with the net amount it is charged on,
 * and the rates as tax rules named in the language of `localeCode`.
 */
export function taxBreakdown(
  taxes: readonly { taxRate: number; net: Money; tax: Money }[],
  localeCode: string,
) {
  const vat = vatNames[localeCode.slice(0, 2)] ?? vatNames.en;
  return {
    calculatedTaxes: taxes.map((entry) => ({
      taxRate: entry.taxRate,
      tax: moneyToNumber(entry.tax),
      price: moneyToNumber(entry.net),
      apiAlias: 'cart_tax_calculated' as const,
    })),
    taxRules: taxes.map((entry) => ({ taxRate: entry.taxRate, name: `${vat} ${entry.taxRate}%` })),
  };
}
