/**
 * The storefront's pages over HTTP, as a browser asks for them, from a production start of the
 * whole shop (storefront and Store API, `npm start` with NODE_ENV=production) on the benchmark's
 * catalogue: requests per second at full load and p50/p95 at a steady 20 requests per second, for
 * the home page, category listings, product pages and the search page, as a visitor and as a
 * logged-in buyer with company prices, next to a static file of the same server in the same run.
 * Runs once per number of processes (`--processes 1,2`). Figures only: nothing passes or fails.
 *
 *   npm run bench:pages
 *   npm run bench:pages -- --products 3000 --engine pglite --processes 1 --seconds 5
 */
import { parseArgs } from 'node:util';
import { queryRows } from '@tradeshop/store-api/db';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { accessKeyOf, catalogueOptions, type Engine, enginesToRun, openSeeded } from './catalogue.ts';
import { apiPort, origin, startShop, stopShop } from './production-shop.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    ...catalogueOptions,
    processes: { type: 'string', default: '1,2' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
});
const products = Number(args.products);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const processCounts = String(args.processes)
  .split(',')
  .map(Number)
  .filter((count) => count > 0);
const steadyRate = 20;

/** Goals of the page table: requests per second at full load, p95 at the steady rate. */
const goals = { requestsPerSecond: 50, p95Millis: 100 };

interface PageSet {
  name: string;
  paths: string[];
}

/** Rotating English pages drawn deterministically from the catalogue, and search words. */
async function pagesOf(engine: Engine): Promise<{ pages: PageSet[]; password: string; accessKey: string }> {
  const database = await openSeeded(engine, products);
  try {
    const db = database.db;
    const password = await replaceDemoPasswords(db);
    const seoPaths = (routeName: string, where: ReturnType<typeof sql>, count: number) =>
      queryRows<{ path: string }>(
        db,
        sql`select u.seo_path_info as path from seo_url u join language l on l.id = u.language_id
            where l.locale_code = 'en-GB' and u.is_canonical and u.route_name = ${routeName} and ${where}
            order by md5(u.foreign_key::text) limit ${count}`,
      );
    const categories = await seoPaths(
      'frontend.navigation.page',
      sql`u.foreign_key in (select id from category where level between 2 and 3 and type = 'page')`,
      10,
    );
    const articles = await seoPaths(
      'frontend.detail.page',
      sql`u.foreign_key in (select id from product where parent_id is null)`,
      20,
    );
    const words = await queryRows<{ word: string }>(
      db,
      sql`select distinct lower(split_part(pt.name, ' ', 1)) as word from product_translation pt
          join language l on l.id = pt.language_id where l.locale_code = 'en-GB' order by word limit 10`,
    );
    return {
      password,
      accessKey: await accessKeyOf(db),
      pages: [
        { name: 'home', paths: ['/en'] },
        { name: 'listing', paths: categories.map((row) => `/en/${row.path}`) },
        { name: 'product', paths: articles.map((row) => `/en/${row.path}`) },
        {
          name: 'search',
          paths: words.map((row) => `/en/search?${new URLSearchParams({ query: row.word })}`),
        },
      ],
    };
  } finally {
    await database.close();
  }
}

async function buyerCookie(accessKey: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/store-api/account/login`, {
    method: 'POST',
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.buyer', password }),
  });
  if (!response.ok) throw new Error(`The buyer's login answered ${response.status}`);
  const { contextToken } = (await response.json()) as { contextToken: string };
  return `sw-context-token=${contextToken}`;
}

interface Run {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  failures: number;
  bytes: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

/** Autocannon over the paths in turn, at full load or at a fixed overall rate. */
function load(paths: string[], cookie: string | null, rate?: number): Promise<Run> {
  const times: number[] = [];
  let failures = 0;
  return new Promise((done, fail) => {
    const instance = autocannon(
      {
        url: origin,
        connections: rate ? 4 : connections,
        duration: seconds,
        ...(rate ? { overallRate: rate } : {}),
        headers: cookie ? { cookie } : {},
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => {
        if (error) return fail(error);
        times.sort((a, b) => a - b);
        done({
          requestsPerSecond: result.requests.average,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          failures: failures + result.errors + result.timeouts,
          bytes: result.throughput.total / Math.max(1, result.requests.total),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 400) failures++;
    });
  });
}

async function warmUp(paths: string[], cookie: string | null) {
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

const mark = (reached: boolean) => (reached ? 'reached' : 'not reached');

async function benchPages(engine: Engine) {
  console.log(`\npages over HTTP, production start, ${engine}, ${products} products`);
  const { pages, password, accessKey } = await pagesOf(engine);
  for (const processes of processCounts) {
    const shop = await startShop(engine, products, processes, accessKey);
    try {
      const buyer = await buyerCookie(accessKey, password);
      const staticFile = await load(['/favicon.svg'], null);
      console.log(
        `\n  ${processes} process${processes > 1 ? 'es' : ''} each; static file /favicon.svg: ${staticFile.requestsPerSecond.toFixed(0)} requests/s`,
      );
      console.log(
        `  ${'page'.padEnd(18)} ${'req/s'.padStart(6)} ${'× static'.padStart(9)} ${`p50@${steadyRate}/s`.padStart(9)} ${`p95@${steadyRate}/s`.padStart(9)} ${'KB'.padStart(6)}  goal ≥ ${goals.requestsPerSecond}/s, p95 ≤ ${goals.p95Millis} ms`,
      );
      for (const page of pages) {
        for (const [who, cookie] of [
          ['visitor', null],
          ['buyer', buyer],
        ] as const) {
          await warmUp(page.paths, cookie);
          const full = await load(page.paths, cookie);
          const steady = await load(page.paths, cookie, steadyRate);
          const failures = full.failures + steady.failures;
          console.log(
            `  ${`${page.name}, ${who}`.padEnd(18)} ${full.requestsPerSecond.toFixed(1).padStart(6)} ${(
              full.requestsPerSecond / staticFile.requestsPerSecond
            )
              .toFixed(3)
              .padStart(
                9,
              )} ${steady.p50.toFixed(0).padStart(6)} ms ${steady.p95.toFixed(0).padStart(6)} ms ${(
              full.bytes / 1024
            )
              .toFixed(0)
              .padStart(
                6,
              )}  ${mark(full.requestsPerSecond >= goals.requestsPerSecond && steady.p95 <= goals.p95Millis)}${
              failures ? `, ${failures} failed` : ''
            }`,
          );
        }
      }
    } finally {
      await stopShop(shop);
    }
  }
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchPages(engine);
