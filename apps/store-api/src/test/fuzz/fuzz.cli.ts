// npm run fuzz -- [--runs 10000] [--seed S] [--engine pglite|postgres]
// Sends generated bad inputs to every Store API route as visitor, buyer and lead buyer on a fresh
// test shop; prints tried / 2xx / 4xx / 5xx per route and each cause of a 5xx. Exits 1 on any 5xx.
import { parseArgs } from 'node:util';
import { removeSeededShops, seedTestShops, type TestEngine } from '../seeded-shops.ts';
import { fuzzStoreApi, startFuzzShop } from './fuzzer.ts';
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

console.error(`Fuzzing the Store API on ${engine}: ${runs.toLocaleString('en')} inputs, seed ${seed}`);
const seededShops = await seedTestShops(engine as TestEngine);
const fuzzShop = await startFuzzShop(seededShops);
const startedAt = Date.now();
const report = await fuzzStoreApi(fuzzShop, {
  inputs: runs,
  seed,
  onProgress: (sent) => {
    if (sent % 1000 === 0)
      console.error(`${sent.toLocaleString('en')} inputs, ${Math.round((Date.now() - startedAt) / 1000)} s`);
  },
});
await fuzzShop.shop.close();
await removeSeededShops(seededShops);

console.log(formatTally(report));
const causes = causesOf(report.serverErrors);
if (causes.length > 0) {
  console.log(`\n${causes.length} causes of a 5xx (rerun with --seed ${seed}):\n${formatCauses(causes)}`);
  process.exit(1);
}
console.log('\nNo 5xx.');
