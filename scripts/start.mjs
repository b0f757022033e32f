#!/usr/bin/env node
// Builds the storefront when its sources changed (a production start refuses to), prepares the Store
// API's database (migrates, seeds the demo shop on first start, refuses a production start on demo
// passwords), then runs the Store API and the storefront as worker processes of this one: PROCESSES
// of each (a production start defaults to one per core, any other start to one; the embedded PGlite
// allows one Store API process). Workers of a role share its port; one that dies is replaced; all
// stop together.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontBuildState } from './storefront-build.mjs';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `The shop runs on Node.js 24 LTS, not ${process.version}: source scripts/node-24.sh first (see the README).`,
  );
  process.exit(2);
}

// Loaded after the version check: Node.js 20 cannot read the package's TypeScript.
const { gatherWorkerMetrics, primaryGathersMetrics } = await import('@tradeshop/observability/primary');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const storefront = join(root, 'apps/storefront');
const storeApi = join(root, 'apps/store-api');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const production = process.env.NODE_ENV === 'production';
const asked = Number(process.env.PROCESSES);
if (process.env.PROCESSES && !(Number.isInteger(asked) && asked >= 1)) {
  console.error(`PROCESSES must be a whole number from 1 on, not "${process.env.PROCESSES}".`);
  process.exit(2);
}
const processes = asked || (production ? availableParallelism() : 1);
const storeApiProcesses = process.env.DATABASE_URL ? processes : 1;

const buildState = storefrontBuildState(root);
if (buildState !== 'fresh') {
  // A production machine serves what was built and tested, and never builds on its own.
  if (production) {
    console.error(
      buildState === 'stale'
        ? 'Not starting in production: the storefront was built before its sources last changed. Run `npm run build` first.'
        : 'Not starting in production: the storefront is not built. Run `npm run build` first.',
    );
    process.exit(1);
  }
  console.log('Building the storefront...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@tradeshop/storefront'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.env.E2E_RESET === '1' && process.env.DATA_DIR) {
  rmSync(resolve(root, process.env.DATA_DIR), { recursive: true, force: true });
}

const env = {
  ...process.env,
  // A scrape of any worker answers for all workers of its role (packages/observability).
  [primaryGathersMetrics]: '1',
  PORT: port,
  API_PORT: apiPort,
  STORE_API_URL: process.env.STORE_API_URL ?? `http://127.0.0.1:${apiPort}/store-api`,
  ...(process.env.DATA_DIR ? { DATA_DIR: resolve(root, process.env.DATA_DIR) } : {}),
};
// Node.js runs the Store API's TypeScript as it is (type stripping, docs/decisions/0045): no build step
// and no transformer in a serving process.
const prepared = spawnSync(process.execPath, ['src/prepare.ts'], {
  cwd: storeApi,
  env,
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

/**
 * V8 lets the young generation grow to 2 × 64 MB on a machine with this much memory: a worker's
 * request garbage then takes a hundred megabytes more of resident memory than with the 2 × 16 MB of
 * smaller machines, for no measurable CPU time saved (docs/decisions/0067).
 */
const workerExecArgv = ['--max-semi-space-size=16'];

/** The worker processes: what each runs, and how many of it. */
const roles = {
  'store-api': {
    cwd: storeApi,
    exec: 'src/main.ts',
    execArgv: workerExecArgv,
    args: [],
    count: storeApiProcesses,
  },
  storefront: { cwd: storefront, exec: 'server.mjs', execArgv: workerExecArgv, args: [], count: processes },
};
const roleOf = new Map();
let stopping = false;
let recentDeaths = [];

function fork(role) {
  const { cwd, exec, execArgv, args } = roles[role];
  cluster.setupPrimary({ cwd, exec, execArgv, args });
  roleOf.set(cluster.fork(env).id, role);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  const exitWhenAlone = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
  };
  cluster.on('exit', exitWhenAlone);
  exitWhenAlone();
}

cluster.on('exit', (worker, code, signal) => {
  const role = roleOf.get(worker.id);
  roleOf.delete(worker.id);
  if (stopping) return;
  console.error(`A ${role} process stopped (${signal ?? `exit code ${code}`}); starting another.`);
  // A process that keeps dying (a port taken, a database gone) stops the shop instead of looping.
  const now = Date.now();
  recentDeaths = [...recentDeaths.filter((time) => now - time < 60_000), now];
  if (recentDeaths.length > 5) {
    console.error('Processes keep stopping: the shop stops.');
    stop(1);
    return;
  }
  setTimeout(() => fork(role), 1000);
});

gatherWorkerMetrics({
  all: () => Object.values(cluster.workers ?? {}).filter(Boolean),
  roleOf: (worker) => roleOf.get(worker.id),
  onMessage: (listener) => cluster.on('message', listener),
});
for (const role of Object.keys(roles)) for (let count = 0; count < roles[role].count; count++) fork(role);
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function announceWhenReady() {
  for (let attempt = 0; attempt < 600 && !stopping; attempt++) {
    const ready = await Promise.all([
      fetch(`http://127.0.0.1:${apiPort}/health/ready`).then(
        (r) => r.ok,
        () => false,
      ),
      fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    ]);
    if (ready.every(Boolean)) {
      console.log(`\nThe shop is running (${roles['store-api'].count} Store API and ${processes} storefront process${processes > 1 ? 'es' : ''}):
  storefront  http://localhost:${port}  (English /en, French /fr)
  back-office http://localhost:${port}/admin  (Admin API at http://localhost:${apiPort}/admin-api, OpenAPI at /admin-api/_docs)
  Store API   http://localhost:${apiPort}/store-api  (OpenAPI at /store-api/_docs, access key above)\n`);
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
}
announceWhenReady();
