// Runs the Vitest and Playwright suites of `npm test` side by side, after the storefront's build.
//
// The end-to-end suite runs one browser against one shop: a page waits for the storefront, which waits
// for the Store API, so a core stands idle for about a third of its run. Vitest is CPU work that fits
// into those gaps, at the lowest priority, so that the end-to-end tests keep the cores they ask for:
// - in a session of its own, whose scheduling group (Linux's autogroup) gets nice 19, and nice 19 for
//   its processes too where there are no autogroups;
// - without the Store API tests on PostgreSQL: their queries run in the server's processes, out of
//   reach of that priority. Those run after both, with the whole machine.
// See docs/decisions/0066-test-suites-side-by-side.md.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Runs a command to its end; `quiet` keeps its output until then, so that it does not mix with the other's. */
function run(command, args, { quiet = false, lowestPriority = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(
      lowestPriority ? 'nice' : command,
      lowestPriority ? ['-n', '19', command, ...args] : args,
      {
        cwd: root,
        stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
        // A session of its own is a scheduling group of its own, whose priority the next line lowers.
        detached: lowestPriority,
      },
    );
    if (lowestPriority) {
      // Out of the terminal's process group: Ctrl-C reaches it through this script.
      const stop = () => {
        process.kill(-child.pid, 'SIGTERM');
        process.exit(130);
      };
      process.once('SIGINT', stop).once('SIGTERM', stop);
      child.on('close', () => process.off('SIGINT', stop).off('SIGTERM', stop));
      try {
        writeFileSync(`/proc/${child.pid}/autogroup`, '19');
      } catch {
        // A kernel without autogroups: the processes' own nice value is what counts.
      }
    }
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ passed: code === 0, output: Buffer.concat(output) }));
  });
}

const npx = (...args) => ['npx', args];

const build = await run('npm', ['run', 'build']);
if (!build.passed) process.exit(1);

const vitestProjects = ['unit', 'storefront', 'store-api:pglite'].flatMap((name) => ['--project', name]);
const [unit, e2e] = await Promise.all([
  run(...npx('vitest', 'run', ...vitestProjects), { quiet: true, lowestPriority: true }),
  run(...npx('playwright', 'test', '-c', 'e2e/playwright.config.ts')),
]);
process.stdout.write(`\nVitest, beside the end-to-end tests:\n${unit.output}`);
const onServer = onPostgres
  ? await run(...npx('vitest', 'run', '--project', 'store-api:postgres'))
  : { passed: true };

process.exit(unit.passed && e2e.passed && onServer.passed ? 0 : 1);
