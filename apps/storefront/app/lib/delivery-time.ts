const daysPerUnit = { day: 1, week: 7, month: 30, year: 365 } as const;

/** Delivery time as a day range such as `2–3` or `5` (week 7, month 30, year 365 days). */
export function deliveryDaysOf(
  deliveryTime: { min: number; max: number; unit: keyof typeof daysPerUnit } | null,
): string | null {
  if (!deliveryTime) return null;
  const factor = daysPerUnit[deliveryTime.unit];
  const min = deliveryTime.min * factor;
  const max = deliveryTime.max * factor;
  return min === max ? String(min) : `${min}–${max}`;
}
