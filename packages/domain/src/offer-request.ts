import { addDays, isCalendarDate } from './budget-periods.ts';

/**
 * Offer requests (account-and-ordering.md §1): a buyer asks the distributor for an offer on the
 * lines of the cart or of an order list, with a remark and the day they would like the goods.
 */
export const offerRequestSources = ['cart', 'order-list'] as const;
export type OfferRequestSource = (typeof offerRequestSources)[number];

export const offerRequestRemarkMaxLength = 1000;

/** A wished date is a real day, today or later (Belgian calendar days, `today` in Brussels). */
export function isWishedDateAllowed(date: string, today: string): boolean {
  return isCalendarDate(date) && date >= today;
}

/** The day `count` working days (Monday to Friday) after `date`. */
export function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day;
}
