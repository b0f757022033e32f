/**
 * The ERP's imports at full size, through the integration API in the Store API's own process (like
 * orders.bench.ts): the price list of every article of the catalogue in requests of 10,000 rows
 * (goal: at most 60 s in all), sent twice (the replay changes nothing), and a stock delta of 10,000
 * rows (goal: at most 2 s). Figures only: nothing passes or fails.
 *
 *   npm run bench:integration
 *   npm run bench:integration -- --products 50000 --engine pglite
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { integrationMaxRows } from '@tradeshop/api-client/contracts';
import { buildApp } from '@tradeshop/store-api/app';
import { queryRows } from '@tradeshop/store-api/db';
import { createIntegrationClient } from '@tradeshop/store-api/integration';
import { sql } from 'drizzle-orm';
import { benchAppOptions, catalogueOptions, type Engine, enginesToRun, openSeeded } from './catalogue.ts';

const { values: args } = parseArgs({ strict: false, options: catalogueOptions });
const products = Number(args.products);
const priceListGoalSeconds = 60;
const stockDeltaGoalSeconds = 2;
const stockDeltaRows = 10_000;

const verdict = (seconds: number, goal: number) =>
  `goal ≤ ${goal} s: ${seconds <= goal ? 'reached' : 'not reached'}`;

async function benchIntegration(engine: Engine) {
  console.log(`\nERP imports, ${engine}: ${products} products`);
  const database = await openSeeded(engine, products);
  const app = await buildApp(benchAppOptions(database, products));
  await app.ready();
  const client = await createIntegrationClient(database.db, 'Benchmark');
  const token = (
    await app.inject({
      method: 'POST',
      url: '/integration-api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret },
    })
  ).json().access_token as string;
  /** Sends the rows in requests of at most 10,000; answers the seconds and the summed outcome. */
  const send = async (path: string, rows: object[]) => {
    const started = performance.now();
    const total = { created: 0, updated: 0, unchanged: 0 };
    for (let start = 0; start < rows.length; start += integrationMaxRows) {
      const response = await app.inject({
        method: 'PUT',
        url: `/integration-api${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { rows: rows.slice(start, start + integrationMaxRows) },
      });
      if (response.statusCode !== 200)
        throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      const { created, updated, unchanged } = response.json().data;
      total.created += created;
      total.updated += updated;
      total.unchanged += unchanged;
    }
    return { seconds: (performance.now() - started) / 1000, ...total };
  };

  // A new price list: every article 3 % dearer, tiers at ten and fifty times the minimum for one in eight.
  const articles = await queryRows<{ product_number: string; list_price: string; min: number }>(
    database.db,
    sql`select product_number, list_price, min_purchase_hundredths as min from product order by product_number`,
  );
  const changedAt = new Date().toISOString();
  const priceList = articles.map((article, index) => {
    const listPrice = Math.round(Number(article.list_price) * 1.03 * 100) / 100;
    return {
      article: article.product_number,
      listPrice,
      tiers:
        index % 8 === 0
          ? [
              { fromQuantity: (article.min * 10) / 100, price: Math.round(listPrice * 95) / 100 },
              { fromQuantity: (article.min * 50) / 100, price: Math.round(listPrice * 90) / 100 },
            ]
          : [],
      changedAt,
    };
  });
  const prices = await send('/list-prices', priceList);
  console.log(
    `  price list of ${priceList.length} articles in ${Math.ceil(priceList.length / integrationMaxRows)} requests: ${prices.seconds.toFixed(1)} s, ${prices.updated} changed   ${verdict(prices.seconds, priceListGoalSeconds)}`,
  );
  const replay = await send('/list-prices', priceList);
  console.log(
    `  the same price list again: ${replay.seconds.toFixed(1)} s, ${replay.unchanged} unchanged   ${verdict(replay.seconds, priceListGoalSeconds)}`,
  );

  // A stock delta: 10,000 article and warehouse pairs that hold stock, each a few pieces more.
  const stocked = await queryRows<{ product_number: string; warehouse_code: string; stock: number }>(
    database.db,
    sql`select p.product_number, w.warehouse_code, w.stock_hundredths as stock
        from warehouse_stock w join product p on p.id = w.product_id
        order by md5(p.product_number || w.warehouse_code) limit ${stockDeltaRows}`,
  );
  const stockChangedAt = new Date().toISOString();
  const delta = stocked.map((row) => ({
    article: row.product_number,
    warehouse: row.warehouse_code,
    quantity: row.stock / 100 + 5,
    changedAt: stockChangedAt,
  }));
  const stock = await send('/stock', delta);
  console.log(
    `  stock delta of ${delta.length} rows: ${stock.seconds.toFixed(2)} s, ${stock.updated} changed   ${verdict(stock.seconds, stockDeltaGoalSeconds)}`,
  );
  await app.close();
  await database.close();
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchIntegration(engine);
