import { describe, expect, it } from 'vitest';
import { clearLift } from './useClearSpot';

/** The launcher's home at the bottom right of an 800 px high window. */
const home = { left: 1000, right: 1048, top: 736, bottom: 784 };

describe('the floating launcher’s clear spot', () => {
  it('stays home when nothing lies beneath it', () => {
    expect(clearLift(home, [{ left: 100, right: 900, top: 700, bottom: 780 }], 260)).toBe(0);
  });

  it('rises just above a button beneath it, keeping a margin', () => {
    const button = { left: 980, right: 1100, top: 740, bottom: 780 };
    const lift = clearLift(home, [button], 260)!;
    expect(home.bottom - lift).toBeLessThanOrEqual(button.top - 6);
    expect(home.bottom - lift).toBeGreaterThan(button.top - 6 - 8);
  });

  it('rises past several rows until one is clear', () => {
    const rows = [0, 1, 2].map((row) => ({
      left: 900,
      right: 1200,
      top: 740 - row * 50,
      bottom: 780 - row * 50,
    }));
    expect(home.bottom - clearLift(home, rows, 260)!).toBeLessThanOrEqual(rows[2]!.top - 6);
  });

  it('finds no spot when every height up to the limit is taken', () => {
    expect(clearLift(home, [{ left: 0, right: 2000, top: 400, bottom: 800 }], 260)).toBeNull();
  });
});
