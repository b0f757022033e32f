/**
 * The storefront's pages over HTTP, as a browser asks for them, from a production start of the
 * whole shop (storefront and Store API, `npm start` with NODE_ENV=production) on the benchmark's
 * catalogue: requests per second at full load and p50/p95 at a steady 20 requests per second, for
 * the home page, category listings, product pages and the search page, as a visitor and as a
 * logged-in buyer with company prices, next to a static file of the same server in the same run.
 * Then, in a table, figures that hold from one machine to the next: the CPU time a page costs the
 * storefront, the Store API and the PostgreSQL backends of the catalogue's database (over 120 pages,
 * 4 at a time, asked as a browser does, compressed), a visitor's requests per second as a share of the
 * static file's, the size of the page's HTML, the Store API calls a page makes, and the resident
 * memory of every worker after the pages (shop-processes.ts says which processes count).
 * Runs once per number of processes (`--processes 1,2`). Figures only: nothing passes or fails.
 *
 *   npm run bench:pages
 *   npm run bench:pages -- --products 3000 --engine pglite --processes 1 --seconds 5
 */
import { parseArgs } from 'node:util';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import {
  accessKeyOf,
  benchDatabaseName,
  catalogueOptions,
  type Engine,
  enginesToRun,
  englishSeoPaths,
  listedCategories,
  openSeeded,
  searchWords,
} from './catalogue.ts';
import { measureLoad, type Run } from './http-load.ts';
import { buyerCookie, origin, startShop, stopServer, storeApiRequests } from './production-shop.ts';
import { type CpuMillis, startCpuMeter, workerMemory } from './shop-processes.ts';

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

/** The pages, and how many at a time, whose CPU time and Store API calls are counted. */
const costedPages = { amount: 120, connections: 4 };

/** Goals of the cost table, per page, and of the workers' memory. */
const costGoals = {
  visitorCpuMillis: 3,
  buyerCpuMillis: (page: string) => (page === 'home' ? 30 : 25),
  visitorShareOfStatic: 0.3,
  listingHtmlKb: 80,
  buyerStoreApiCalls: 3,
  residentMb: { 'store-api': 300, storefront: 200 },
};

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
    const categories = await listedCategories(db, 10);
    const articles = await englishSeoPaths(
      db,
      'frontend.detail.page',
      sql`u.foreign_key in (select id from product where parent_id is null)`,
      20,
    );
    const words = await searchWords(db, 10);
    return {
      password,
      accessKey: await accessKeyOf(db),
      pages: [
        { name: 'home', paths: ['/en'] },
        { name: 'listing', paths: categories.map((row) => `/en/${row.path}`) },
        { name: 'product', paths: articles.map((row) => `/en/${row.path}`) },
        {
          name: 'search',
          paths: words.map((word) => `/en/search?${new URLSearchParams({ query: word })}`),
        },
      ],
    };
  } finally {
    await database.close();
  }
}

/**
 * Autocannon over the paths in turn: at full load for the run's duration unless `shape` says
 * otherwise (a fixed overall rate, a number of requests, other headers).
 */
function load(
  paths: string[],
  cookie: string | null,
  shape: autocannon.Options = { url: origin },
): Promise<Run> {
  return measureLoad({
    connections,
    duration: seconds,
    ...shape,
    // Asked as a browser asks: the static file and the pages may come compressed.
    headers: { 'accept-encoding': 'gzip, deflate, br', ...shape.headers, ...(cookie ? { cookie } : {}) },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/** Asks every path once; answers the mean size of their HTML, uncompressed. */
async function warmUp(paths: string[], cookie: string | null): Promise<number> {
  let bytes = 0;
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    bytes += (await response.arrayBuffer()).byteLength;
  }
  return bytes / paths.length;
}

interface PageCost {
  cpuMillis: CpuMillis;
  storeApiCalls: number;
  failures: number;
}

/**
 * The Store API's requests so far, once those of pages still being made have landed: a run that
 * stops at its duration leaves requests in flight, whose calls and CPU would count for the next.
 */
async function settledStoreApiRequests(): Promise<number> {
  let last = await storeApiRequests();
  for (;;) {
    await new Promise((done) => setTimeout(done, 250));
    const now = await storeApiRequests();
    if (now === last) return now;
    last = now;
  }
}

/** CPU time and Store API calls per page over a fixed number of pages, asked as a browser does. */
async function costPerPage(
  shopPid: number,
  databaseName: string | null,
  paths: string[],
  cookie: string | null,
): Promise<PageCost> {
  const callsBefore = await settledStoreApiRequests();
  const meter = startCpuMeter(shopPid, databaseName);
  const run = await load(paths, cookie, {
    url: origin,
    ...costedPages,
  });
  const cpu = meter.stop();
  const calls = (await storeApiRequests()) - callsBefore;
  const perPage = (value: number) => value / costedPages.amount;
  return {
    cpuMillis: {
      storefront: perPage(cpu.storefront),
      'store-api': perPage(cpu['store-api']),
      database: perPage(cpu.database),
    },
    storeApiCalls: perPage(calls),
    failures: run.failures,
  };
}

const mark = (reached: boolean) => (reached ? 'reached' : 'not reached');

interface Figures {
  full: Run;
  htmlBytes: number;
  cost: PageCost;
}

const cpuPerPage = (cpu: CpuMillis) => cpu.storefront + cpu['store-api'] + cpu.database;

/** The table of the goals that hold from one machine to the next, one row per page set. */
function printCosts(
  engine: Engine,
  staticFile: Run,
  rows: { page: string; visitor: Figures; buyer: Figures }[],
) {
  const cpuText = ({ cost: { cpuMillis } }: Figures) =>
    `${cpuPerPage(cpuMillis).toFixed(1)} (${[
      cpuMillis.storefront,
      cpuMillis['store-api'],
      ...(engine === 'postgres' ? [cpuMillis.database] : []),
    ]
      .map((millis) => millis.toFixed(1))
      .join('+')})`;
  const kilobytes = (bytes: number) => (bytes / 1024).toFixed(0);
  const parts = engine === 'postgres' ? 'storefront+Store API+database' : 'storefront+Store API';
  console.log(
    `\n  per page, over ${costedPages.amount} pages ${costedPages.connections} at a time asked as a browser does (compressed): CPU ms (${parts}), Store API calls;\n  visitor's req/s ÷ the static file's; HTML of the document, uncompressed`,
  );
  const widths = [8, 23, 23, 9, 12, 14];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!)))
      .join(' ');
  console.log(
    `  ${line(['page', 'CPU ms visitor', 'CPU ms buyer', '÷ static', 'HTML KB v/b', 'API calls v/b'])}`,
  );
  for (const { page, visitor, buyer } of rows) {
    const visitorShare = visitor.full.requestsPerSecond / staticFile.requestsPerSecond;
    const missed = [
      cpuPerPage(visitor.cost.cpuMillis) > costGoals.visitorCpuMillis && 'visitor CPU',
      cpuPerPage(buyer.cost.cpuMillis) > costGoals.buyerCpuMillis(page) && 'buyer CPU',
      visitorShare < costGoals.visitorShareOfStatic && '÷ static',
      page === 'listing' &&
        Math.max(visitor.htmlBytes, buyer.htmlBytes) > costGoals.listingHtmlKb * 1024 &&
        'HTML',
      buyer.cost.storeApiCalls > costGoals.buyerStoreApiCalls && 'buyer API calls',
    ].filter(Boolean);
    const failures = visitor.cost.failures + buyer.cost.failures;
    console.log(
      `  ${line([
        page,
        cpuText(visitor),
        cpuText(buyer),
        `${(visitorShare * 100).toFixed(1)} %`,
        `${kilobytes(visitor.htmlBytes)}/${kilobytes(buyer.htmlBytes)}`,
        `${visitor.cost.storeApiCalls.toFixed(2)}/${buyer.cost.storeApiCalls.toFixed(2)}`,
      ])}  ${
        missed.length ? `not reached (${missed.join(', ')})` : 'reached'
      }${failures ? `, ${failures} failed` : ''}`,
    );
  }
  console.log(
    `  goals: CPU ≤ ${costGoals.visitorCpuMillis} ms visitor, ≤ ${costGoals.buyerCpuMillis('listing')} ms buyer (home ≤ ${costGoals.buyerCpuMillis('home')} ms); visitor ≥ ${costGoals.visitorShareOfStatic * 100} % of static; listing HTML ≤ ${costGoals.listingHtmlKb} KB; ≤ ${costGoals.buyerStoreApiCalls} Store API calls buyer`,
  );
}

function printMemory(shopPid: number) {
  const workers = workerMemory(shopPid);
  for (const [role, label] of [
    ['store-api', 'Store API'],
    ['storefront', 'storefront'],
  ] as const) {
    const megabytes = workers
      .filter((worker) => worker.role === role)
      .map((worker) => worker.residentBytes / 1024 / 1024);
    const goal = costGoals.residentMb[role];
    console.log(
      `  resident memory of each ${label} worker after the pages: ${megabytes.map((mb) => mb.toFixed(0)).join(', ')} MB   goal ≤ ${goal} MB: ${mark(megabytes.length > 0 && megabytes.every((mb) => mb <= goal))}`,
    );
  }
}

async function benchPages(engine: Engine) {
  console.log(`\npages over HTTP, production start, ${engine}, ${products} products`);
  const { pages, password, accessKey } = await pagesOf(engine);
  const databaseName = engine === 'postgres' ? benchDatabaseName(products) : null;
  for (const processes of processCounts) {
    const shop = await startShop(engine, products, processes, accessKey);
    const shopPid = shop.pid!;
    try {
      const buyer = await buyerCookie(accessKey, password);
      const staticFile = await load(['/favicon.svg'], null);
      console.log(
        `\n  ${processes} process${processes > 1 ? 'es' : ''} each; static file /favicon.svg: ${staticFile.requestsPerSecond.toFixed(0)} requests/s`,
      );
      console.log(
        `  ${'page'.padEnd(18)} ${'req/s'.padStart(6)} ${'× static'.padStart(9)} ${`p50@${steadyRate}/s`.padStart(9)} ${`p95@${steadyRate}/s`.padStart(9)} ${'KB'.padStart(6)}  goal ≥ ${goals.requestsPerSecond}/s, p95 ≤ ${goals.p95Millis} ms`,
      );
      const rows: { page: string; visitor: Figures; buyer: Figures }[] = [];
      for (const page of pages) {
        const figuresOf = async (who: 'visitor' | 'buyer', cookie: string | null): Promise<Figures> => {
          const htmlBytes = await warmUp(page.paths, cookie);
          const full = await load(page.paths, cookie);
          const steady = await load(page.paths, cookie, {
            url: origin,
            connections: 4,
            overallRate: steadyRate,
          });
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
          return { full, htmlBytes, cost: await costPerPage(shopPid, databaseName, page.paths, cookie) };
        };
        rows.push({
          page: page.name,
          visitor: await figuresOf('visitor', null),
          buyer: await figuresOf('buyer', buyer),
        });
      }
      printCosts(engine, staticFile, rows);
      printMemory(shopPid);
    } finally {
      await stopServer(shop);
    }
  }
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchPages(engine);
