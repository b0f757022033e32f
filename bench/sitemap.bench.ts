/**
 * The sitemap of the benchmark's catalogue as a search engine reads it, over HTTP from a production
 * start of the whole shop (ports 3700/4700, as the pages benchmark starts it), or from a storefront
 * already running (`--storefront`): robots.txt, the sitemap index and every file, each streamed and
 * counted (time, URLs, size, the largest and the slowest file), then a random sample of the listed
 * pages fetched from the storefront, counting those that answer 200. Figures only.
 *
 *   npm run bench:sitemap
 *   npm run bench:sitemap -- --products 3000 --engine pglite --sample 200
 *   npm run bench:sitemap -- --storefront http://127.0.0.1:3000
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import { accessKeyOf, catalogueOptions, type Engine, enginesToRun, openSeeded } from './catalogue.ts';
import { origin, startShop, stopServer } from './production-shop.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    ...catalogueOptions,
    sample: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '4' },
    storefront: { type: 'string' },
  },
});
const products = Number(args.products);
const sampleSize = Number(args.sample);
const connections = Number(args.connections);

/** The whole sitemap of the 400,000-article catalogue is read within a minute. */
const goalSeconds = 60;

/** sitemaps.org's limits of one file. */
const limits = { urls: 50_000, megabytes: 50 };

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Keeps a uniform random sample of what passes by, however much that is (reservoir sampling). */
function reservoir(size: number) {
  const kept: string[] = [];
  let seen = 0;
  return {
    kept,
    offer(value: string) {
      seen++;
      if (kept.length < size) kept.push(value);
      else {
        const slot = Math.floor(Math.random() * seen);
        if (slot < size) kept[slot] = value;
      }
    },
  };
}

/** Reads a sitemap file as it streams in, handing on each page's `<loc>`; answers its size. */
async function readUrlset(
  url: string,
  onPage: (loc: string) => void,
): Promise<{ urls: number; bytes: number }> {
  const reader = (await fetchOk(url)).body!.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let urls = 0;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    pending += decoder.decode(chunk.value, { stream: true });
    const complete = pending.lastIndexOf('</url>');
    if (complete < 0) continue;
    for (const match of pending.slice(0, complete).matchAll(/<url><loc>([^<]+)<\/loc>/g)) {
      urls++;
      onPage(unescapeXml(match[1]!));
    }
    pending = pending.slice(complete);
  }
  return { urls, bytes };
}

/** Fetches the pages `connections` at a time; answers how many times each status came back. */
async function statusesOf(urls: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.pop(); url; url = queue.pop()) {
      // A sitemap lists canonical addresses: a redirect counts as what it is, not as its target.
      const response = await fetch(url, { redirect: 'manual' }).catch(() => null);
      await response?.arrayBuffer();
      const status = response?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return statuses;
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

async function benchSitemap(storefront: string) {
  const robots = await (await fetchOk(`${storefront}/robots.txt`)).text();
  const indexUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  if (!indexUrl) throw new Error('robots.txt names no sitemap');
  const started = performance.now();
  const index = await (await fetchOk(indexUrl)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescapeXml(match[1]!));
  const sample = reservoir(sampleSize);
  let urls = 0;
  let bytes = 0;
  let largest = { file: '', urls: 0, bytes: 0 };
  let slowest = { file: '', seconds: 0 };
  for (const file of files) {
    const fileStarted = performance.now();
    const read = await readUrlset(file, sample.offer);
    const seconds = (performance.now() - fileStarted) / 1000;
    urls += read.urls;
    bytes += read.bytes;
    if (read.urls > largest.urls) largest = { file, ...read };
    if (seconds > slowest.seconds) slowest = { file, seconds };
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  whole sitemap: ${files.length} files, ${urls} URLs, ${megabytes(bytes)} MB in ${seconds.toFixed(1)} s (${(urls / seconds).toFixed(0)} URLs/s)   goal ≤ ${goalSeconds} s: ${seconds <= goalSeconds ? 'reached' : 'not reached'}`,
  );
  console.log(
    `  largest file: ${largest.urls} URLs, ${megabytes(largest.bytes)} MB   limits ${limits.urls} URLs, ${limits.megabytes} MB: ${
      largest.urls <= limits.urls && largest.bytes <= limits.megabytes * 1_000_000 ? 'kept' : 'exceeded'
    }`,
  );
  console.log(`  slowest file: ${slowest.file} in ${slowest.seconds.toFixed(1)} s`);

  // The pages lie on the sales channel's domains; they are asked of the storefront measured.
  const pages = sample.kept.map((loc) => {
    const url = new URL(loc);
    return `${storefront}${url.pathname}${url.search}`;
  });
  const sampleStarted = performance.now();
  const statuses = await statusesOf(pages);
  const others = [...statuses].filter(([status]) => status !== 200);
  console.log(
    `  ${pages.length} random sitemap URLs: ${statuses.get(200) ?? 0} answered 200${
      others.length
        ? ` (others: ${others.map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ')})`
        : ''
    } in ${((performance.now() - sampleStarted) / 1000).toFixed(1)} s`,
  );
}

async function benchOwnShop(engine: Engine) {
  console.log(`\nsitemap over HTTP, production start, ${engine}, ${products} products`);
  const database = await openSeeded(engine, products);
  // A production start refuses a shop whose users still have the README's demo password.
  const accessKey = await replaceDemoPasswords(database.db)
    .then(() => accessKeyOf(database.db))
    .finally(() => database.close());
  const shop = await startShop(engine, products, 1, accessKey);
  try {
    await benchSitemap(origin);
  } finally {
    await stopServer(shop);
  }
}

if (typeof args.storefront === 'string') {
  console.log(`\nsitemap over HTTP of ${args.storefront}`);
  await benchSitemap(args.storefront.replace(/\/+$/, ''));
} else {
  for (const engine of await enginesToRun(args.engine as string | undefined)) await benchOwnShop(engine);
}
