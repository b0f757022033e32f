#!/usr/bin/env node
// Builds the storefront when its sources changed, then runs the Store API (which migrates and seeds
// the demo shop on first start) and the storefront, and stops both together.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const storefront = join(root, 'apps/storefront');
const serverBuild = join(storefront, 'build/server/index.js');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';

function newestChange(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(
    info.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && name !== 'build' && !name.startsWith('.'))
      .map((name) => newestChange(join(path, name))),
  );
}

const sources = [
  join(storefront, 'app'),
  join(storefront, 'vite.config.ts'),
  join(storefront, 'react-router.config.ts'),
  join(root, 'packages/domain/src'),
  join(root, 'packages/api-client/src'),
];
if (!existsSync(serverBuild) || Math.max(...sources.map(newestChange)) > statSync(serverBuild).mtimeMs) {
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
  PORT: port,
  API_PORT: apiPort,
  STORE_API_URL: process.env.STORE_API_URL ?? `http://127.0.0.1:${apiPort}/store-api`,
  ...(process.env.DATA_DIR ? { DATA_DIR: resolve(root, process.env.DATA_DIR) } : {}),
};
const children = [
  spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
    cwd: join(root, 'apps/store-api'),
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['server.mjs'], {
    cwd: storefront,
    env,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
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
      console.log(`\nThe shop is running:
  storefront  http://localhost:${port}  (English /en, French /fr)
  Store API   http://localhost:${apiPort}/store-api  (OpenAPI at /store-api/_docs)
  access key  ${env.STORE_API_ACCESS_KEY ?? 'SWSCTRADESHOPDEMOKEY0000001'}\n`);
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
}
announceWhenReady();
