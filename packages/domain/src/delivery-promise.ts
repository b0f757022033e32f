/**
 * When goods reach the buyer: one rule for every screen, mail and PDF, so that the shop makes one
 * delivery promise instead of several. An order leaves the warehouse the day it comes in when that
 * is a working day and it comes in before the warehouse's cut-off, else the next working day, and
 * then travels the article's delivery time in working days. Working days are Monday to Friday
 * except Belgium's legal public holidays; days and times are those of Brussels.
 */
import { addDays } from './budget-periods.ts';

/** A delivery time as a range of working days: 1–2 days, or 5–10 for one to two weeks. */
export interface DayRange {
  min: number;
  max: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of a Gregorian year, by the anonymous (Meeus/Jones/Butcher) computus. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

const fixedHolidays = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'];
/** Easter Monday, Ascension Day and Whit Monday, in days after Easter Sunday. */
const movableHolidays = [1, 39, 50];
const holidaysByYear = new Map<number, readonly string[]>();

function holidaysOf(year: number): readonly string[] {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    const days = [
      ...fixedHolidays.map((monthDay) => `${year}-${monthDay}`),
      ...movableHolidays.map((offset) => addDays(easter, offset)),
    ];
    // Ascension Day can fall on Labour Day (2008, 2160): one day off all the same.
    holidays = [...new Set(days)].sort();
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Belgium's ten legal public holidays of a year, distinct `YYYY-MM-DD` days in calendar order. */
export function belgianPublicHolidays(year: number): string[] {
  return [...holidaysOf(year)];
}

/**
 * Days (`YYYY-MM-DD`) the warehouses are closed besides the public holidays, a yearly shutdown: the
 * shop's settings name them.
 */
export type ClosedDays = readonly string[];

/** Whether goods leave and travel on `day`: Monday to Friday, not a Belgian public holiday nor a closed day. */
export function isWorkingDay(day: string, closedDays: ClosedDays = []): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (
    weekday !== 0 &&
    weekday !== 6 &&
    !holidaysOf(Number(day.slice(0, 4))).includes(day) &&
    !closedDays.includes(day)
  );
}

export function workingDayOnOrAfter(day: string, closedDays: ClosedDays = []): string {
  let result = day;
  while (!isWorkingDay(result, closedDays)) result = addDays(result, 1);
  return result;
}

/** The first working day after `day`. */
export function nextWorkingDay(day: string, closedDays: ClosedDays = []): string {
  return workingDayOnOrAfter(addDays(day, 1), closedDays);
}

/**
 * The `count`th working day after `day`, or for 0 the first working day from `day` on. Unlike the
 * offer request's `addWorkingDays` it skips the public holidays.
 */
export function addBelgianWorkingDays(day: string, count: number, closedDays: ClosedDays = []): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Cannot add ${count} working days`);
  let result = count === 0 ? workingDayOnOrAfter(day, closedDays) : day;
  for (let left = count; left > 0; left--) result = nextWorkingDay(result, closedDays);
  return result;
}

const brusselsTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar day (`YYYY-MM-DD`) and the minutes since midnight in Brussels at this instant. */
export function brusselsClock(instant: Date): { day: string; minutes: number } {
  const part = Object.fromEntries(
    brusselsTime.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

/** The time of day in Brussels, 'HH:MM', from which an order leaves a warehouse only the next working day. */
export type CutOff = string;

export interface DeliverySettings {
  /** Cut-off per warehouse code. */
  cutOffs: Readonly<Record<string, CutOff>>;
  /** For a warehouse not listed, and for a promise made before the warehouse is known (a product card). */
  defaultCutOff: CutOff;
  /** Days the warehouses are closed besides the public holidays; none unless the shop's settings name them. */
  closedDays?: ClosedDays;
}

/** The default is the earliest cut-off, so that a promise made before the warehouse is known holds. */
export const defaultDeliverySettings: DeliverySettings = {
  cutOffs: { ANT: '16:00', MEL: '16:00', LIE: '15:00' },
  defaultCutOff: '15:00',
};

const cutOffTime = /^([01]\d|2[0-3]):([0-5]\d)$/;
// Warehouse codes are capitals, so that a mistyped 'ant' fails instead of never matching.
const cutOffKey = /^(default|[A-Z0-9_]+)$/;

/**
 * The cut-offs of an environment value such as 'ANT=16:00,MEL=16:00,LIE=15:00,default=15:00', which
 * replaces the defaults as a whole; without `default` the earliest listed cut-off is the default.
 * An entry that is not `CODE=HH:MM`, or names a warehouse twice, stops the start-up.
 */
export function parseDeliverySettings(text: string | undefined): DeliverySettings {
  if (!text?.trim()) return defaultDeliverySettings;
  const cutOffs: Record<string, CutOff> = {};
  let defaultCutOff: CutOff | undefined;
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [key = '', cutOff = '', ...rest] = entry.split('=');
    const repeated = key === 'default' ? defaultCutOff !== undefined : key in cutOffs;
    if (rest.length > 0 || !cutOffKey.test(key) || !cutOffTime.test(cutOff) || repeated) {
      throw new Error(`Delivery cut-off "${entry}" is not WAREHOUSE=HH:MM or default=HH:MM, once each`);
    }
    if (key === 'default') defaultCutOff = cutOff;
    else cutOffs[key] = cutOff;
  }
  // 'HH:MM' sorts as text; an entry was read, so there is a default or at least one cut-off.
  return { cutOffs, defaultCutOff: defaultCutOff ?? Object.values(cutOffs).sort()[0]! };
}

/** The cut-off of a warehouse, or the default when it is not listed or not yet known (null). */
export function cutOffOf(settings: DeliverySettings, warehouseCode: string | null): CutOff {
  return (warehouseCode === null ? undefined : settings.cutOffs[warehouseCode]) ?? settings.defaultCutOff;
}

function minutesOf(cutOff: CutOff): number {
  const match = cutOffTime.exec(cutOff);
  if (!match) throw new Error(`Delivery cut-off "${cutOff}" is not HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The day an order placed at `now` leaves the warehouse. */
export function dispatchDay(now: Date, cutOff: CutOff, closedDays: ClosedDays = []): string {
  const { day, minutes } = brusselsClock(now);
  return isWorkingDay(day, closedDays) && minutes < minutesOf(cutOff) ? day : nextWorkingDay(day, closedDays);
}

/** The first and the last day (`YYYY-MM-DD`) goods may arrive. */
export interface PromisedDelivery {
  earliest: string;
  latest: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
/** Without a delivery time goods arrive the next working day. */
const nextDay: DayRange = { min: 1, max: 1 };

/**
 * The delivery promised for a line ordered at `now` from a warehouse with `cutOff`: `delivery` is
 * the transport in working days after the goods leave (0 for the same day, a pickup at the shop),
 * `availableOn` the day goods not in stock reach the warehouse.
 */
export function promisedDelivery({
  now,
  cutOff,
  delivery,
  availableOn,
  closedDays = [],
}: {
  now: Date;
  cutOff: CutOff;
  delivery: DayRange | null;
  availableOn: string | null;
  closedDays?: ClosedDays | undefined;
}): PromisedDelivery {
  const dispatch = dispatchDay(now, cutOff, closedDays);
  // Restocked goods come in during `availableOn`, so they leave the working day after.
  const leaves = availableOn === null ? dispatch : later(dispatch, nextWorkingDay(availableOn, closedDays));
  const { min, max } = delivery ?? nextDay;
  return {
    earliest: addBelgianWorkingDays(leaves, min, closedDays),
    latest: addBelgianWorkingDays(leaves, max, closedDays),
  };
}

/**
 * The parts in which an order arrives, in date order: shipped together, one part when its last line
 * can arrive; shipped apart, one part per distinct promise of its lines.
 */
export function orderDelivery(lines: readonly PromisedDelivery[], shipTogether: boolean): PromisedDelivery[] {
  if (lines.length === 0) return [];
  if (shipTogether) {
    return [
      {
        earliest: lines.map((line) => line.earliest).reduce(later),
        latest: lines.map((line) => line.latest).reduce(later),
      },
    ];
  }
  const parts = new Map(lines.map(({ earliest, latest }) => [`${earliest}/${latest}`, { earliest, latest }]));
  return [...parts.values()].sort(
    (a, b) => a.latest.localeCompare(b.latest) || a.earliest.localeCompare(b.earliest),
  );
}

/** What was promised for one order line: its part from stock and its backordered part. */
export interface LinePromise {
  position: number;
  /** The part taken from stock; null when nothing was. */
  fromStock: PromisedDelivery | null;
  /** The backordered part: its promise, 'unknown' without a restock date, null when nothing is backordered. */
  backorder: PromisedDelivery | 'unknown' | null;
}

/** One shipment of an order: when it arrives (null: once the backorder is in, date unknown) and its lines. */
export interface DeliveryPart {
  promise: PromisedDelivery | null;
  positions: number[];
}

type Fragment = { position: number; promise: PromisedDelivery | null };

/** Fragments shipped together: one part, undated when one of them is. */
function together(fragments: readonly Fragment[]): DeliveryPart[] {
  if (fragments.length === 0) return [];
  const positions = [...new Set(fragments.map((fragment) => fragment.position))];
  const dated = fragments.flatMap((fragment) => (fragment.promise ? [fragment.promise] : []));
  return [{ promise: dated.length < fragments.length ? null : orderDelivery(dated, true)[0]!, positions }];
}

/**
 * The shipments of an order as its shipping method makes them (a pickup is one): `together` one
 * when the last line is ready, `separate` one per promised day (and one for what has no date yet), `backorders-together`
 * what lies in stock now and all backorders in a second shipment.
 */
export function orderDeliveryParts(
  lines: readonly LinePromise[],
  shipping: { option: 'delivery' | 'pickup'; method: 'together' | 'separate' | 'backorders-together' },
): DeliveryPart[] {
  // Picked up, everything is handed over at once.
  const method = shipping.option === 'pickup' ? 'together' : shipping.method;
  const fromStock = lines.flatMap(({ position, fromStock: promise }) =>
    promise ? [{ position, promise }] : [],
  );
  const backordered = lines.flatMap(({ position, backorder }) =>
    backorder === null ? [] : [{ position, promise: backorder === 'unknown' ? null : backorder }],
  );
  if (method === 'together') return together([...fromStock, ...backordered]);
  if (method === 'backorders-together') return [...together(fromStock), ...together(backordered)];
  const byPromise = new Map<string, DeliveryPart>();
  for (const { position, promise } of [...fromStock, ...backordered]) {
    const key = promise ? `${promise.earliest}/${promise.latest}` : 'unknown';
    const part = byPromise.get(key) ?? { promise, positions: [] };
    if (!part.positions.includes(position)) part.positions.push(position);
    byPromise.set(key, part);
  }
  // Dated parts in date order, the undated one last.
  return [...byPromise.values()].sort((a, b) =>
    !a.promise || !b.promise
      ? Number(!a.promise) - Number(!b.promise)
      : a.promise.latest.localeCompare(b.promise.latest) ||
        a.promise.earliest.localeCompare(b.promise.earliest),
  );
}
