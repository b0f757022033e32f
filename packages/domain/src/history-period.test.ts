import { describe, expect, it } from 'vitest';
import { isoDateOrNull, isValidPeriod } from './history-period.ts';

describe('history period', () => {
  it('is invalid only when From lies after To', () => {
    expect(isValidPeriod('2026-05-02', '2026-05-01')).toBe(false);
    expect(isValidPeriod('2026-05-01', '2026-05-01')).toBe(true);
    expect(isValidPeriod('2026-05-01', null)).toBe(true);
    expect(isValidPeriod(undefined, '2026-05-01')).toBe(true);
  });

  it('takes only dates that exist', () => {
    expect(isoDateOrNull('2026-02-28')).toBe('2026-02-28');
    expect(isoDateOrNull('2026-02-30')).toBeNull();
    expect(isoDateOrNull('28/02/2026')).toBeNull();
    expect(isoDateOrNull('')).toBeNull();
  });
});
