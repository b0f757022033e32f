/**
 * The storefront as a phone sees it: Lighthouse mobile performance (simulated slow 4G and a slow
 * CPU, Debian's Chromium) of the home, a category listing, a product page and the search page, the
 * JavaScript each loads first (gzip, as transferred) and its layout shift, next to the goals. Starts its own production shop on ports 3700/4700 with
 * the 3,000-product demo catalogue in bench/data/storefront. Figures only: nothing passes or fails.
 *
 *   npm run bench:storefront
 *   npm run bench:storefront -- --runs 3
 *   npm run bench:storefront -- --runs 1 --scripts   (also lists each script a page loads)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedAccessKey } from './catalogue.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, scripts: { type: 'boolean', default: false } },
  strict: false,
});
const runs = Number(args.runs) || 3;
const root = resolve(import.meta.dirname, '..');
const port = 3700;
const apiPort = 4700;
const storefront = `http://127.0.0.1:${port}`;
const storeApi = `http://127.0.0.1:${apiPort}/store-api`;
const accessKey = seedAccessKey;

async function startShop(): Promise<ChildProcess> {
  const shop = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: 'bench/data/storefront',
      PORT: String(port),
      API_PORT: String(apiPort),
      STOREFRONT_URL: storefront,
      NODE_ENV: 'production',
      STORE_API_ACCESS_KEY: accessKey,
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`${storefront}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return shop;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error('The shop did not start within 10 minutes');
}

async function storeApiCall<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${storeApi}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'sw-access-key': accessKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface SeoEntity {
  seoUrls: { seoPathInfo: string; isCanonical: boolean; languageId: string }[];
}

async function pagesToMeasure(): Promise<{ name: string; url: string }[]> {
  const context = await storeApiCall<{ salesChannel: { languageId: string } }>('/context');
  const dutch = context.salesChannel.languageId;
  const pathOf = (entity: SeoEntity) =>
    `/${entity.seoUrls.find((url) => url.isCanonical && url.languageId === dutch)!.seoPathInfo.replace(/^\/+/, '')}`;
  const categories = await storeApiCall<(SeoEntity & { children: SeoEntity[] })[]>(
    '/navigation/main-navigation/main-navigation?depth=2',
  );
  const listing = categories.flatMap((category) => category.children)[0]!;
  const products = await storeApiCall<{ elements: SeoEntity[] }>('/search', { search: 'moer', limit: 1 });
  return [
    { name: 'home', url: `${storefront}/` },
    { name: 'listing', url: `${storefront}${pathOf(listing)}` },
    { name: 'product', url: `${storefront}${pathOf(products.elements[0]!)}` },
    { name: 'search', url: `${storefront}/search?query=moer` },
  ];
}

/** Lighthouse mobile score, first-load JavaScript per route and no layout shift from late content. */
const goals = { score: 95, javaScriptKb: 120, layoutShift: 0 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
});
try {
  console.log(`\nstorefront (Lighthouse mobile, median of ${runs} runs)`);
  for (const page of await pagesToMeasure()) {
    const scores: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    const scripts: number[] = [];
    const shifts: number[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      shifts.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      const requests =
        (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
      const scriptRequests = requests.filter((request) => request.resourceType === 'Script');
      scripts.push(scriptRequests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0));
      if (args.scripts && run === 0)
        for (const request of scriptRequests)
          console.log(
            `    ${((request.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${request.url}`,
          );
    }
    const score = median(scores);
    const javaScript = median(scripts) / 1024;
    const shift = median(shifts);
    const mark = (reached: boolean) => (reached ? 'reached' : 'not reached');
    console.log(
      `  ${page.name.padEnd(8)} performance ${String(score).padStart(3)}   LCP ${(median(lcp) / 1000).toFixed(1)} s   TBT ${Math.round(median(tbt))} ms   CLS ${shift.toFixed(3)}   first-load JS ${javaScript.toFixed(1)} KB gzip`,
    );
    console.log(
      `           goals: score ≥ ${goals.score} ${mark(score >= goals.score)}, JS ≤ ${goals.javaScriptKb} KB ${mark(javaScript <= goals.javaScriptKb)}, no layout shift ${mark(shift <= goals.layoutShift)}`,
    );
  }
} finally {
  await chrome.kill();
  if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
}
