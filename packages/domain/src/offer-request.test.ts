import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWishedDateAllowed } from './offer-request.ts';

describe('the wished date of an offer request', () => {
  it('may be today or later, never an earlier or impossible day', () => {
    expect(isWishedDateAllowed('2026-03-10', '2026-03-10')).toBe(true);
    expect(isWishedDateAllowed('2026-03-14', '2026-03-10')).toBe(true);
    expect(isWishedDateAllowed('2026-03-09', '2026-03-10')).toBe(false);
    expect(isWishedDateAllowed('2026-02-30', '2026-01-10')).toBe(false);
  });
});

describe('working days', () => {
  it('counts Monday to Friday only', () => {
    // Friday + 1 working day is Monday; Wednesday + 10 is the Wednesday two weeks on.
    expect(addWorkingDays('2026-03-13', 1)).toBe('2026-03-16');
    expect(addWorkingDays('2026-03-11', 10)).toBe('2026-03-25');
    // From a Saturday the first working day is Monday.
    expect(addWorkingDays('2026-03-14', 1)).toBe('2026-03-16');
  });
});
