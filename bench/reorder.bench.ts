/**
 * Reordering at full size: a lead buyer imports 10,000 own article numbers from one CSV file (and
 * the same file again, when nothing changes), then a quick order of 1,000 rows is looked up and put
 * in the cart in one request each. The bulk calls answer within the 30 s the storefront waits
 * (account-and-ordering.md §9). Runs on the benchmark's catalogue, in the Store API's own process,
 * like orders.bench.ts. Figures only: nothing passes or fails.
 *
 *   npm run bench:reorder
 *   npm run bench:reorder -- --products 50000 --engine pglite
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '@tradeshop/store-api/app';
import { queryRows } from '@tradeshop/store-api/db';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import { sql } from 'drizzle-orm';
import {
  accessKeyOf,
  benchAppOptions,
  catalogueOptions,
  type Engine,
  enginesToRun,
  openSeeded,
} from './catalogue.ts';

const { values: args } = parseArgs({ strict: false, options: catalogueOptions });
const products = Number(args.products);
const links = 10_000;
const quickOrderRows = 1_000;
/** What the storefront waits for a bulk call before it gives up (spec §9). */
const goalSeconds = 30;

const verdict = (seconds: number) =>
  `goal ≤ ${goalSeconds} s: ${seconds <= goalSeconds ? 'reached' : 'not reached'}`;

async function benchReorder(engine: Engine) {
  console.log(`\nreorder, ${engine}: ${products} products`);
  const database = await openSeeded(engine, products);
  const password = await replaceDemoPasswords(database.db);
  const app = await buildApp(benchAppOptions(database, products));
  await app.ready();
  const accessKey = await accessKeyOf(database.db);
  const timed = async (method: string, url: string, token: string | null, body?: object) => {
    const started = performance.now();
    const response = await app.inject({
      method: method as 'POST',
      url: `/store-api${url}`,
      headers: { 'sw-access-key': accessKey, ...(token ? { 'sw-context-token': token } : {}) },
      ...(body ? { payload: body } : {}),
    });
    const seconds = (performance.now() - started) / 1000;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return { seconds, json: () => response.json() };
  };
  const { contextToken: lead } = (
    await timed('POST', '/account/login', null, { username: 'demo.lead', password })
  ).json();

  // Articles spread over the catalogue, sold per piece: the file's and the quick order's.
  const articles = await queryRows<{ product_number: string }>(
    database.db,
    sql`select p.product_number from product p
        where p.child_count = 0 and p.active and p.min_purchase_hundredths = 100
          and p.purchase_steps_hundredths = 100 and p.max_purchase_hundredths is null
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
        order by md5(p.product_number) limit ${links}`,
  );
  const company = await queryRows<{ id: string }>(
    database.db,
    sql`select company_id as id from customer where username = 'demo.lead'`,
  );
  await database.db.execute(sql`delete from article_link where company_id = ${company[0]!.id}`);
  const stamp = Date.now().toString(36).toUpperCase();
  const file = `\uFEFFartikelnummer;eigen artikelnummer\r\n${articles
    .map((article, index) => `${article.product_number};K${stamp}-${index}`)
    .join('\r\n')}\r\n`;
  const imported = await timed('POST', '/dexis/article-links/import', lead, { content: file });
  const first = imported.json().data;
  console.log(
    `  import of ${articles.length} article links (${(file.length / 1024).toFixed(0)} KB): ${imported.seconds.toFixed(2)} s, ${first.added} added, ${first.refused} refused   ${verdict(imported.seconds)}`,
  );
  const again = await timed('POST', '/dexis/article-links/import', lead, { content: file });
  console.log(
    `  the same file again: ${again.seconds.toFixed(2)} s, ${again.json().data.unchanged} unchanged   ${verdict(again.seconds)}`,
  );

  // Half the rows by our number, half by the own numbers just imported.
  const rows = articles.slice(0, quickOrderRows).map((article, index) => ({
    number: index % 2 === 0 ? article.product_number : `K${stamp}-${index}`,
    quantity: 1,
  }));
  const lookedUp = await timed('POST', '/dexis/quick-order/lookup', lead, { rows });
  const found = lookedUp.json().data.filter((row: { problem: unknown }) => !row.problem).length;
  console.log(
    `  quick order lookup of ${rows.length} rows: ${lookedUp.seconds.toFixed(2)} s, ${found} orderable   ${verdict(lookedUp.seconds)}`,
  );
  await timed('DELETE', '/checkout/cart', lead);
  const added = await timed('POST', '/dexis/quick-order/cart', lead, { rows });
  const cart = added.json().data;
  console.log(
    `  quick order of ${rows.length} rows into the cart: ${added.seconds.toFixed(2)} s, ${cart.added} added, ${cart.cart.lineItems.length} cart lines   ${verdict(added.seconds)}`,
  );
  const shown = await timed('GET', '/checkout/cart', lead);
  console.log(`  the cart of ${rows.length} lines: ${(shown.seconds * 1000).toFixed(0)} ms`);
  await timed('DELETE', '/checkout/cart', lead);
  await app.close();
  await database.close();
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchReorder(engine);
