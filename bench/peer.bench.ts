/**
 * Our category listing and search next to a peer framework's on the same catalogue (issue 42, goal 3
 * "listing ≥ the peer"; docs/decisions/0070): the demo start's 3,000 articles, in our shop from a
 * demo start (PGlite, one storefront and one Store API process; `--start production` for a
 * production start) and in Vendure, installed from the npm registry and fed the same articles
 * through its own import (vendure-peer.ts), our categories as its collections. It checks first that
 * every measured category lists as many articles in both. Then, in rounds that take turns between
 * the two, at full load with the same concurrency and for the same time each: our listing page (the
 * whole HTML page, as a visitor and as a logged-in buyer) and our Store API's listing of the same
 * cards (JSON) next to Vendure's Shop API search of the collection as its storefront starters ask
 * it, our search page next to Vendure's search for the same words; the requests per second, the CPU time per request (each side's processes, Vendure's
 * PostgreSQL backends included) and ours ÷ Vendure's. Visitors' pages come from our page cache
 * (decision 0063) unless PAGE_CACHE_SECONDS=0 has every page rendered. Needs a PostgreSQL server at
 * DATABASE_URL for Vendure.
 *
 *   npm run bench:peer
 *   npm run bench:peer -- --seconds 5 --rounds 2 --connections 8 --start production
 *   PAGE_CACHE_SECONDS=0 npm run bench:peer
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { productCardIncludes } from '@tradeshop/api-client';
import { limits } from '@tradeshop/domain';
import { queryRows } from '@tradeshop/store-api/db';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { accessKeyOf, listedCategories, openSeeded, postgresAnswers, searchWords } from './catalogue.ts';
import { measureLoad } from './http-load.ts';
import { apiPort, buyerCookie, origin, startShop, stopServer } from './production-shop.ts';
import { startCpuMeter, startServerCpuMeter } from './shop-processes.ts';
import {
  collectionSlugOf,
  feedVendure,
  installVendure,
  startVendure,
  vendureCatalogue,
  vendureDatabaseName,
  vendureOrigin,
  vendureSearchBody,
  vendureSearchTotal,
  vendureVersion,
} from './vendure-peer.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
    start: { type: 'string', default: 'demo' },
  },
});
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const start = args.start === 'production' ? 'production' : 'demo';
/** The demo start's catalogue. */
const products = 3000;
const warmUpSeconds = 2;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(0);

/** One side's page or API call under load, and how its CPU time is counted. */
interface Target {
  label: string;
  page: 'listing' | 'search';
  ours: boolean;
  load: autocannon.Options;
  meter: () => { stop(): Record<string, number> };
}

interface Figures {
  requestsPerSecond: number;
  cpuMillisPerRequest: Record<string, number>;
  bytesPerAnswer: number;
  failures: number;
}

/** What the demo catalogue gives both sides: the categories and words asked, logins, Vendure's import. */
async function catalogueOfDemo() {
  const database = await openSeeded('pglite', products);
  try {
    const db = database.db;
    return {
      password: await replaceDemoPasswords(db),
      accessKey: await accessKeyOf(db),
      englishId: (
        await queryRows<{ id: string }>(db, sql`select id from language where locale_code = 'en-GB'`)
      )[0]!.id,
      categories: await listedCategories(db, 10),
      words: await searchWords(db, 10),
      vendure: await vendureCatalogue(db),
    };
  } finally {
    await database.close();
  }
}

/** The total of our Store API's listing or search in English, asked as the storefront asks. */
async function storeApiTotal(
  { accessKey, englishId }: { accessKey: string; englishId: string },
  path: string,
  body: object,
): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/store-api/${path}`, {
    method: 'POST',
    headers: { 'sw-access-key': accessKey, 'sw-language-id': englishId, 'content-type': 'application/json' },
    body: JSON.stringify({ limit: limits.listing, ...body }),
  });
  if (!response.ok) throw new Error(`The Store API's ${path} answered ${response.status}`);
  return ((await response.json()) as { total: number }).total;
}

/** Runs every target at full load for the run's seconds, in turn, `rounds` times; sums per target. */
async function measure(targets: Target[]): Promise<Map<Target, Figures>> {
  for (const target of targets) await measureLoad({ ...target.load, duration: warmUpSeconds });
  const sums = new Map(
    targets.map((target) => [
      target,
      { requestsPerSecond: 0, requests: 0, bytes: 0, failures: 0, cpu: {} as Record<string, number> },
    ]),
  );
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const meter = target.meter();
      const run = await measureLoad({ ...target.load, duration: seconds });
      const cpu = meter.stop();
      const sum = sums.get(target)!;
      sum.requestsPerSecond += run.requestsPerSecond / rounds;
      sum.requests += run.requests;
      sum.bytes += run.bytes * run.requests;
      sum.failures += run.failures;
      for (const [part, millis] of Object.entries(cpu)) sum.cpu[part] = (sum.cpu[part] ?? 0) + millis;
    }
  }
  return new Map(
    [...sums].map(([target, sum]) => [
      target,
      {
        requestsPerSecond: sum.requestsPerSecond,
        cpuMillisPerRequest: Object.fromEntries(
          Object.entries(sum.cpu).map(([part, millis]) => [part, millis / sum.requests]),
        ),
        bytesPerAnswer: sum.bytes / sum.requests,
        failures: sum.failures,
      },
    ]),
  );
}

function printFigures(figures: Map<Target, Figures>) {
  const cpuText = (cpu: Record<string, number>) => {
    const parts = Object.values(cpu).filter((millis) => millis > 0);
    return `${parts.reduce((sum, millis) => sum + millis, 0).toFixed(1)} (${parts.map((millis) => millis.toFixed(1)).join('+')})`;
  };
  console.log(
    `\n  ${'what'.padEnd(34)} ${'req/s'.padStart(7)}  ${'CPU ms/request'.padEnd(20)} ${'KB/answer'.padStart(9)}`,
  );
  for (const [target, { requestsPerSecond, cpuMillisPerRequest, bytesPerAnswer, failures }] of figures)
    console.log(
      `  ${target.label.padEnd(34)} ${requestsPerSecond.toFixed(1).padStart(7)}  ${cpuText(cpuMillisPerRequest).padEnd(20)} ${(bytesPerAnswer / 1024).toFixed(1).padStart(9)}${failures ? `  ${failures} failed` : ''}`,
    );
  console.log('  CPU parts: ours storefront+Store API (PGlite inside); Vendure server+PostgreSQL backends');
}

async function comparePeer() {
  const pageCache = process.env.PAGE_CACHE_SECONDS === '0' ? 'off' : 'on';
  console.log(
    `\nour shop (${start} start, PGlite, 1 storefront and 1 Store API process, visitors' page cache ${pageCache}) and Vendure ${vendureVersion} (1 process, PostgreSQL) on the demo catalogue of ${products} articles`,
  );
  let started = performance.now();
  const demo = await catalogueOfDemo();
  console.log(`  demo catalogue ready and exported in ${secondsSince(started)} s`);
  started = performance.now();
  await installVendure();
  const databaseUrl = await feedVendure(demo.vendure);
  console.log(`  Vendure installed and fed in ${secondsSince(started)} s`);

  const shop = await startShop('pglite', products, 1, demo.accessKey, start);
  let vendure: ChildProcess | undefined;
  try {
    vendure = await startVendure(databaseUrl);
    const vendurePid = vendure.pid!;
    const listingBodies = demo.categories.map((category) =>
      vendureSearchBody({ collectionSlug: collectionSlugOf(category.path) }, limits.listing),
    );
    const searchBodies = demo.words.map((word) => vendureSearchBody({ term: word }, limits.listing));

    const differing: string[] = [];
    const listed: number[] = [];
    for (const [index, category] of demo.categories.entries()) {
      const ours = await storeApiTotal(demo, `product-listing/${category.id}`, {});
      const theirs = await vendureSearchTotal(listingBodies[index]!);
      listed.push(ours);
      if (ours !== theirs) differing.push(`${category.path}: ours ${ours}, Vendure ${theirs}`);
    }
    console.log(
      differing.length
        ? `  categories listing different numbers of articles: ${differing.join('; ')}`
        : `  each of the ${demo.categories.length} categories lists as many articles in both (${Math.min(...listed)} to ${Math.max(...listed)})`,
    );
    const searchTotals = async (total: (word: string, index: number) => Promise<number>) =>
      (await Promise.all(demo.words.map(total))).join(', ');
    console.log(`  search words: ${demo.words.join(', ')}`);
    console.log(
      `  articles found, ours: ${await searchTotals((word) => storeApiTotal(demo, 'search', { search: word }))}`,
    );
    console.log(
      `  articles found, Vendure: ${await searchTotals((_word, index) => vendureSearchTotal(searchBodies[index]!))}`,
    );

    const buyer = await buyerCookie(demo.accessKey, demo.password);
    const ourPages = (paths: string[], cookie?: string): autocannon.Options => ({
      url: origin,
      connections,
      headers: { ...browserHeaders, ...(cookie ? { cookie } : {}) },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    const vendureCalls = (bodies: string[]): autocannon.Options => ({
      url: vendureOrigin,
      connections,
      headers: { ...browserHeaders, 'content-type': 'application/json' },
      requests: bodies.map((body) => ({ method: 'POST', path: '/shop-api', body })),
    });
    const storeApiListings: autocannon.Options = {
      url: `http://127.0.0.1:${apiPort}`,
      connections,
      headers: {
        ...browserHeaders,
        'content-type': 'application/json',
        'sw-access-key': demo.accessKey,
        'sw-language-id': demo.englishId,
      },
      requests: demo.categories.map((category) => ({
        method: 'POST',
        path: `/store-api/product-listing/${category.id}`,
        body: JSON.stringify({ limit: limits.listing, includes: productCardIncludes }),
      })),
    };
    const ourMeter = () => startCpuMeter(shop.pid!, null);
    const vendureMeter = () => startServerCpuMeter(vendurePid, vendureDatabaseName);
    const listingPaths = demo.categories.map((category) => `/en/${category.path}`);
    const searchPaths = demo.words.map((word) => `/en/search?${new URLSearchParams({ query: word })}`);
    const targets: Target[] = [
      {
        label: 'listing, ours as a visitor (HTML)',
        page: 'listing',
        ours: true,
        load: ourPages(listingPaths),
        meter: ourMeter,
      },
      {
        label: 'listing, Vendure (Shop API)',
        page: 'listing',
        ours: false,
        load: vendureCalls(listingBodies),
        meter: vendureMeter,
      },
      {
        label: 'listing, ours as a buyer (HTML)',
        page: 'listing',
        ours: true,
        load: ourPages(listingPaths, buyer),
        meter: ourMeter,
      },
      {
        label: 'listing, our Store API (JSON)',
        page: 'listing',
        ours: true,
        load: storeApiListings,
        meter: ourMeter,
      },
      {
        label: 'search, ours as a visitor (HTML)',
        page: 'search',
        ours: true,
        load: ourPages(searchPaths),
        meter: ourMeter,
      },
      {
        label: 'search, Vendure (Shop API)',
        page: 'search',
        ours: false,
        load: vendureCalls(searchBodies),
        meter: vendureMeter,
      },
    ];
    console.log(
      `  ${connections} connections, ${rounds} round${rounds > 1 ? 's' : ''} of ${seconds} s each, taking turns (after ${warmUpSeconds} s of warming up each)`,
    );
    const figures = await measure(targets);
    printFigures(figures);

    const vendureOf = (page: Target['page']) =>
      figures.get(targets.find((target) => target.page === page && !target.ours)!)!;
    const ratios = targets
      .filter((target) => target.ours)
      .map((target) => {
        const ours = figures.get(target)!;
        const theirs = vendureOf(target.page);
        const cpuOf = (figures: Figures) =>
          Object.values(figures.cpuMillisPerRequest).reduce((sum, millis) => sum + millis, 0);
        return {
          target,
          requests: ours.requestsPerSecond / theirs.requestsPerSecond,
          cpu: cpuOf(ours) / cpuOf(theirs),
        };
      });
    console.log(`\n  ${'ours ÷ Vendure'.padEnd(28)} req/s   CPU per request`);
    for (const { target, requests, cpu } of ratios)
      console.log(
        `  ${target.label.replace(/ \((HTML|JSON)\)$/, '').padEnd(28)} ${requests.toFixed(2).padStart(5)}   ${cpu.toFixed(2).padStart(5)}`,
      );
    const visitorListing = ratios[0]!;
    console.log(
      `\n  goal 3 (listing ≥ peer): ${visitorListing.requests >= 1 ? 'reached' : 'not reached'} (a visitor's listing at ${visitorListing.requests.toFixed(2)} × Vendure's req/s)`,
    );
  } finally {
    if (vendure) await stopServer(vendure);
    await stopServer(shop);
  }
}

if (await postgresAnswers()) await comparePeer();
else
  console.log(
    '\npeer comparison: no PostgreSQL server answers at DATABASE_URL, which Vendure needs; skipped',
  );
