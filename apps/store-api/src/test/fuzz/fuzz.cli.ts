// npm run fuzz -- [--runs 10000] [--seed S] [--engine pglite|postgres]
// Sends generated bad inputs to every Store API route as visitor, buyer and lead buyer on a shop of
// its own, seeded like the test shops: an in-memory PGlite, or with --engine postgres throwaway
// databases that it creates on the server of DATABASE_URL and drops at the end (the database the
// URL names is only connected to, never written). Prints tried / 2xx / 4xx / 5xx per route and each
// cause of a 5xx, also what it counted before a crash. Exits 1 on any 5xx or crash.
import { parseArgs } from 'node:util';
import { removeSeededShops, type SeededShops, seedTestShops, type TestEngine } from '../seeded-shops.ts';
import { FuzzAborted, type FuzzReport, type FuzzShop, fuzzStoreApi, startFuzzShop } from './fuzzer.ts';
import { causesOf, formatCauses, formatTally } from './report.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 31)) },
    engine: { type: 'string', default: 'pglite' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
const engine = values.engine;
if (
  !(Number.isInteger(runs) && runs > 0) ||
  !Number.isInteger(seed) ||
  !['pglite', 'postgres'].includes(engine)
) {
  console.error('Usage: npm run fuzz -- [--runs N] [--seed S] [--engine pglite|postgres]');
  process.exit(2);
}
if (engine === 'postgres' && !process.env.DATABASE_URL) {
  console.error('--engine postgres needs DATABASE_URL (a server where it may create a database).');
  process.exit(2);
}

let seededShops: SeededShops | undefined;
let fuzzShop: FuzzShop | undefined;
let cleanedUp = false;
/** Drops the fuzz's databases and folders, once, however the run ends. */
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  await fuzzShop?.shop.close();
  if (seededShops) await removeSeededShops(seededShops);
}
for (const [signal, exitCode] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, async () => {
    console.error(`\n${signal}: removing the fuzz shop`);
    await cleanUp();
    process.exit(exitCode);
  });
}

console.error(`Fuzzing the Store API on ${engine}: ${runs.toLocaleString('en')} inputs, seed ${seed}`);
let report: FuzzReport | undefined;
let crash: unknown;
try {
  seededShops = await seedTestShops(engine as TestEngine);
  fuzzShop = await startFuzzShop(seededShops);
  const startedAt = Date.now();
  report = await fuzzStoreApi(fuzzShop, {
    inputs: runs,
    seed,
    onProgress: (sent) => {
      if (sent % 1000 === 0)
        console.error(
          `${sent.toLocaleString('en')} inputs, ${Math.round((Date.now() - startedAt) / 1000)} s`,
        );
    },
  });
} catch (error) {
  crash = error instanceof FuzzAborted ? error.cause : error;
  if (error instanceof FuzzAborted) report = error.report;
} finally {
  await cleanUp().catch((error: unknown) => {
    console.error('Could not remove the fuzz shop:', error);
  });
}

if (report) console.log(formatTally(report));
if (report?.restoredUsers)
  console.log(`Demo users put back as seeded after they could no longer log in: ${report.restoredUsers}`);
const causes = causesOf(report?.serverErrors ?? []);
if (causes.length > 0)
  console.log(`\n${causes.length} causes of a 5xx (rerun with --seed ${seed}):\n${formatCauses(causes)}`);
if (crash) {
  console.error(`\nThe fuzz crashed (rerun with --seed ${seed}):`, crash);
  process.exit(1);
}
if (causes.length > 0) process.exit(1);
console.log('\nNo 5xx.');
