/**
 * A period filter of a history (account-and-ordering.md §5): both days are optional ISO dates
 * (YYYY-MM-DD), and From may not lie after To ("Invalid period").
 */
export function isValidPeriod(from: string | null | undefined, to: string | null | undefined): boolean {
  return !from || !to || from <= to;
}

/** An ISO date (YYYY-MM-DD) that exists, or null. */
export function isoDateOrNull(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
