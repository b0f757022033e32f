/**
 * A production start of the whole shop (storefront and Store API, `npm start` with
 * NODE_ENV=production) on a benchmark catalogue, on ports 3700 and 4700, for the benchmarks that
 * ask it over HTTP as a browser or a crawler would; or a demo start (without NODE_ENV) on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { benchDatabaseUrl, benchDataDir, type Engine } from './catalogue.ts';

const root = resolve(import.meta.dirname, '..');
export const port = 3700;
export const apiPort = 4700;
export const origin = `http://127.0.0.1:${port}`;

export const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export async function startShop(
  engine: Engine,
  products: number,
  processes: number,
  accessKey: string,
  start: 'production' | 'demo' = 'production',
  /** Another database and data folder than the catalogue's own (a copy a benchmark may change). */
  place?: { databaseUrl: string; dataDir: string },
): Promise<ChildProcess> {
  if ((await answers(`${origin}/health`)) || (await answers(`http://127.0.0.1:${apiPort}/health`)))
    throw new Error(`Ports ${port} and ${apiPort} must be free: another shop answers there`);
  const shop = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: start === 'production' ? 'production' : undefined,
      DATABASE_URL: place?.databaseUrl ?? (engine === 'postgres' ? await benchDatabaseUrl(products) : ''),
      DATA_DIR: place?.dataDir ?? benchDataDir(products),
      PORT: String(port),
      API_PORT: String(apiPort),
      STOREFRONT_URL: origin,
      STORE_API_ACCESS_KEY: accessKey,
      LOGIN_AS_CUSTOMER_SECRET: randomBytes(32).toString('base64url'),
      PROCESSES: String(processes),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // The storefront may answer before the Store API does, whose calls the benchmarks make next.
  return startedWhen(
    shop,
    async () =>
      (await answers(`${origin}/health`)) && (await answers(`http://127.0.0.1:${apiPort}/health/ready`)),
    { seconds: 600, name: 'The shop' },
  );
}

/** The server of `child` once `ready` says so, checked each second; an error when it stops or takes too long. */
export async function startedWhen(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  { seconds, name }: { seconds: number; name: string },
): Promise<ChildProcess> {
  for (let attempt = 0; attempt < seconds; attempt++) {
    if (await ready()) return child;
    if (child.exitCode !== null) throw new Error(`${name} stopped with exit code ${child.exitCode}`);
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`${name} did not start within ${seconds} s`);
}

/** Stops a server started `detached`, with the processes it started, and waits until it has ended. */
export async function stopServer(server: ChildProcess) {
  if (!server.pid || server.exitCode !== null) return;
  const stopped = new Promise((done) => server.once('exit', done));
  process.kill(-server.pid, 'SIGTERM');
  await stopped;
}

/**
 * The Store API's requests answered so far by all its processes, from its /metrics (which answers
 * this machine), leaving out the scrapes of /metrics and the health checks.
 */
export async function storeApiRequests(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/metrics`);
  if (!response.ok) throw new Error(`The Store API's /metrics answered ${response.status}`);
  let requests = 0;
  for (const [, labels, value] of (await response.text()).matchAll(/^http_requests_total\{(.*)\} (\S+)$/gm))
    if (!/route="\/(metrics|health)/.test(labels!)) requests += Number(value);
  return requests;
}

/** The session cookie of the demo buyer logged in with this password. */
export async function buyerCookie(accessKey: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/store-api/account/login`, {
    method: 'POST',
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.buyer', password }),
  });
  if (!response.ok) throw new Error(`The buyer's login answered ${response.status}`);
  const { contextToken } = (await response.json()) as { contextToken: string };
  return `sw-context-token=${contextToken}`;
}
