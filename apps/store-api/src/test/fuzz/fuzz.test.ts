import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzReport, type FuzzShop, fuzzAdminApi, fuzzStoreApi, startFuzzShop } from './fuzzer.ts';
import { causesOf, formatCauses } from './report.ts';

/**
 * Inputs per run, each sent as visitor, buyer and lead buyer: enough to touch every route many
 * times within about a minute on PGlite. FUZZ_INPUTS and FUZZ_SEED repeat or widen a run;
 * `npm run fuzz` is the long one.
 */
const inputs = Number(process.env.FUZZ_INPUTS ?? 1500);
const seed = Number(process.env.FUZZ_SEED ?? 1);

/**
 * The routes check their input the same way on either engine (PGlite is PostgreSQL): the fuzz runs
 * once a test run, on the PostgreSQL server where there is one, else on PGlite.
 */
const fuzzedHere = process.env.TEST_DATABASE === 'postgres' || !process.env.DATABASE_URL;

let fuzzShop: FuzzShop;
beforeAll(async () => {
  if (fuzzedHere) fuzzShop = await startFuzzShop();
});
afterAll(() => fuzzShop?.shop.close());

/** Every route was tried, and none answered 5xx. */
function expectNoServerErrors(report: FuzzReport) {
  const untried = [...report.tally].filter(([, tally]) => tally.tried === 0).map(([route]) => route);
  expect(untried).toEqual([]);
  const causes = causesOf(report.serverErrors);
  expect(
    causes.map((cause) => `${cause.route}: ${cause.message}`),
    `seed ${seed}, ${report.inputs} inputs:\n${formatCauses(causes)}`,
  ).toEqual([]);
}

describe.skipIf(!fuzzedHere)('generated bad input', () => {
  it('gets no 5xx from any route of the OpenAPI document, as visitor, buyer or lead buyer', {
    timeout: 600_000,
  }, async () => {
    expectNoServerErrors(await fuzzStoreApi(fuzzShop, { inputs, seed }));
  });

  it('gets no 5xx from any route of the Admin API, signed out, as customer service or as administrator', {
    timeout: 600_000,
  }, async () => {
    expectNoServerErrors(await fuzzAdminApi(fuzzShop, { inputs: Math.ceil(inputs / 5), seed }));
  });
});
