// Type-checks every project of the repository, as many at a time as there are cores: each `tsc` runs
// on one core, so on two cores the checks take about half as long as one after the other.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const checks = [
  // The storefront's first: the longest, and its route types are generated before it.
  ['npm', 'run', 'typecheck', '-w', '@tradeshop/storefront'],
  ['npx', 'tsc', '-p', 'apps/store-api'],
  ['npx', 'tsc', '-p', 'bench'],
  ['npx', 'tsc', '-p', 'e2e'],
  ['npx', 'tsc', '-p', 'packages/api-client'],
  ['npx', 'tsc', '-p', 'packages/domain'],
  ['npx', 'tsc', '-p', 'packages/observability'],
];

/** Runs one check, keeping its output until it ends so that the outputs of parallel checks stay apart. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const name = [command, ...args].join(' ');
      process.stdout.write(`${code === 0 ? 'passed' : 'FAILED'}: ${name}\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...checks];
const passed = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), checks.length) }, async () => {
    let allPassed = true;
    for (let check = waiting.shift(); check; check = waiting.shift())
      allPassed = (await run(check)) && allPassed;
    return allPassed;
  }),
);
process.exit(passed.every(Boolean) ? 0 : 1);
