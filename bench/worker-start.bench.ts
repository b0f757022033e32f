/**
 * How a serving Store API process starts: wall time from spawn until it answers, the CPU time that
 * took and its resident memory then, for each way of running its TypeScript, measured in one run:
 * - `strip`: Node.js's own type stripping (`node src/main.ts`), what `npm start` runs;
 * - `tsx`: the tsx loader (`node --import tsx src/main.ts`), where tsx is installed;
 * - `compiled`: JavaScript emitted by tsc beforehand (`node <dist>/main.js`).
 * The database is prepared once first (`src/prepare.ts`). Figures only: nothing passes or fails.
 *
 *   npm run bench:worker-start                                   the demo shop on PGlite (bench/data/worker-start)
 *   npm run bench:worker-start -- --database-url postgres://postgres@127.0.0.1:5432/tradeshop_bench_400000
 *   npm run bench:worker-start -- --runs 9 --ways strip,compiled
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  strict: false,
  options: {
    runs: { type: 'string', default: '5' },
    ways: { type: 'string', default: 'strip,tsx,compiled' },
    'database-url': { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
const storeApi = resolve(root, 'apps/store-api');
const dist = resolve(root, '.tmp/store-api-dist');
const apiPort = 4790;
const runs = Number(args.runs) || 5;
const env = {
  ...process.env,
  DATABASE_URL: (args['database-url'] as string | undefined) ?? '',
  DATA_DIR: resolve(root, 'bench/data/worker-start'),
  API_PORT: String(apiPort),
  BUILTIN_ERP_STEP_SECONDS: '0',
  LOG_LEVEL: 'error',
};

/** The command of each way, or why it cannot run here. */
function commandOf(way: string): string[] | string {
  if (way === 'strip') return ['src/main.ts'];
  if (way === 'tsx') {
    try {
      createRequire(resolve(storeApi, 'package.json')).resolve('tsx');
      return ['--import', 'tsx', 'src/main.ts'];
    } catch {
      return 'tsx is not installed';
    }
  }
  if (way === 'compiled') {
    rmSync(dist, { recursive: true, force: true });
    const emitted = spawnSync(
      process.execPath,
      [
        resolve(root, 'node_modules/typescript/bin/tsc'),
        ...['-p', storeApi, '--noEmit', 'false', '--outDir', dist, '--rootDir', root],
        ...['--rewriteRelativeImportExtensions', '--sourceMap', '--incremental', 'false'],
      ],
      { stdio: 'inherit' },
    );
    const main = resolve(dist, 'apps/store-api/src/main.js');
    return emitted.status === 0 && existsSync(main) ? [main] : 'tsc did not emit';
  }
  return `no way called ${way}`;
}

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function startOnce(command: string[]) {
  const started = performance.now();
  const worker = spawn(process.execPath, command, { cwd: storeApi, env, stdio: 'ignore' });
  try {
    for (;;) {
      if (worker.exitCode !== null) throw new Error(`the process ended (exit code ${worker.exitCode})`);
      const answered = await fetch(`http://127.0.0.1:${apiPort}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (performance.now() - started > 120_000) throw new Error('no answer within 2 minutes');
      await new Promise((done) => setTimeout(done, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, cpu: cpuSeconds(worker.pid!), rss: rssMb(worker.pid!) };
  } finally {
    worker.kill('SIGTERM');
    await new Promise((done) => worker.once('exit', done));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const span = (values: number[], digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const prepared = spawnSync(process.execPath, ['src/prepare.ts'], { cwd: storeApi, env, stdio: 'ignore' });
if (prepared.status !== 0) throw new Error('src/prepare.ts failed: run it alone to see why');

const ways = String(args.ways)
  .split(',')
  .map((way) => ({ way, command: commandOf(way) }));
const figures = new Map<string, { seconds: number; cpu: number; rss: number }[]>();
// Round-robin, so that a machine that speeds up or slows down during the run weighs on every way alike.
for (let run = 0; run < runs; run++) {
  for (const { way, command } of ways) {
    if (typeof command === 'string') continue;
    figures.set(way, [...(figures.get(way) ?? []), await startOnce(command)]);
  }
}

console.log(
  `Store API worker start, ${runs} runs each, median (min–max), on ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`,
);
console.log('way        until it answers (s)   CPU (s)               RSS (MB)');
const strip = figures.get('strip');
for (const { way, command } of ways) {
  const runsOfWay = figures.get(way);
  if (!runsOfWay) {
    console.log(`${way.padEnd(10)} not measured: ${command}`);
    continue;
  }
  const ratio =
    strip && way !== 'strip'
      ? `  CPU ×${(median(runsOfWay.map((r) => r.cpu)) / median(strip.map((r) => r.cpu))).toFixed(2)} of strip`
      : '';
  console.log(
    `${way.padEnd(10)} ${span(
      runsOfWay.map((r) => r.seconds),
      2,
    ).padEnd(22)} ${span(
      runsOfWay.map((r) => r.cpu),
      2,
    ).padEnd(21)} ${span(
      runsOfWay.map((r) => r.rss),
      0,
    )}${ratio}`,
  );
}
