/**
 * `npm run screenshots`: renders home, a category listing and a product page at 375 and 1440 px into
 * docs/screenshots/, from a production shop of its own (ports 3800/4800, 3,000 demo articles).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const storefront = 'http://127.0.0.1:3800';
const storeApi = 'http://127.0.0.1:4800/store-api';
/** A production start needs a key of its own; the data folder is the storefront benchmark's. */
const accessKey = 'SWSCSCREENSHOTSACCESSKEY0001';
const headers = { 'sw-access-key': accessKey, 'content-type': 'application/json' };

async function startShop(): Promise<ChildProcess> {
  const shop = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: 'bench/data/storefront',
      PORT: '3800',
      API_PORT: '4800',
      STOREFRONT_URL: storefront,
      NODE_ENV: 'production',
      STORE_API_ACCESS_KEY: accessKey,
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      await fetch(`${storefront}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return shop;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error('The shop did not start within 10 minutes');
}

interface SeoEntity {
  seoUrls: { seoPathInfo: string; isCanonical: boolean; languageId: string }[];
}

async function pages() {
  const context = (await (await fetch(`${storeApi}/context`, { headers })).json()) as {
    salesChannel: { languageId: string };
  };
  const pathOf = (entity: SeoEntity) =>
    `/${entity.seoUrls
      .find((url) => url.isCanonical && url.languageId === context.salesChannel.languageId)!
      .seoPathInfo.replace(/^\/+/, '')}`;
  const navigation = (await (
    await fetch(`${storeApi}/navigation/main-navigation/main-navigation?depth=2`, { headers })
  ).json()) as (SeoEntity & { children: SeoEntity[] })[];
  const search = (await (
    await fetch(`${storeApi}/search`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ search: 'moer', limit: 1 }),
    })
  ).json()) as { elements: SeoEntity[] };
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: pathOf(navigation.flatMap((category) => category.children)[0]!) },
    { name: 'product', path: pathOf(search.elements[0]!) },
  ];
}

const shop = await startShop();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const directory = resolve(root, 'docs/screenshots');
  mkdirSync(directory, { recursive: true });
  for (const { name, path } of await pages()) {
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await page.goto(`${storefront}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: resolve(directory, `${name}-${width}.png`), fullPage: true });
      await page.close();
      console.log(`docs/screenshots/${name}-${width}.png  ${path}`);
    }
  }
} finally {
  await browser.close();
  if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
}
