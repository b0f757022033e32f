/**
 * Checkout under load: 20 buyers of one company place orders at once for a while (each empties the
 * cart, adds a piece and orders it, picked up and paid in advance), and orders per second and the
 * order call's p50/p95 are printed; then the 20 race for the last 10 pieces of a closeout, which
 * must sell exactly 10. Runs on the benchmark's catalogue, in the Store API's own process, like
 * search.bench.ts. Figures only: nothing passes or fails.
 *
 *   npm run bench:orders
 *   npm run bench:orders -- --products 50000 --engine pglite --seconds 5
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { shops } from '@tradeshop/domain';
import { buildApp } from '@tradeshop/store-api/app';
import { type Database, queryRows } from '@tradeshop/store-api/db';
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

const { values: args } = parseArgs({
  strict: false,
  options: {
    ...catalogueOptions,
    seconds: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '20' },
  },
});
const products = Number(args.products);
const seconds = Number(args.seconds);
const buyerCount = Number(args.buyers);
const goal = { ordersPerSecond: 20 };
const pickup = { shippingOption: 'pickup', pickupLocation: shops[0]!.code, paymentMethod: 'prepayment' };

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

/** Ordinary articles sold per piece at one price, with plenty of stock: one per buyer. */
function plentifulArticles(database: Database, count: number) {
  return queryRows<{ id: string; product_number: string }>(
    database.db,
    sql`select p.id, p.product_number from product p
        where p.child_count = 0 and p.active and not p.is_closeout and p.max_purchase_hundredths is null
          and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and p.available_stock_hundredths >= 100000 and p.list_price between 80 and 400
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
        order by md5(p.product_number) limit ${count}`,
  );
}

/** A closeout article with exactly `pieces` left, in two warehouses. */
async function scarceCloseout(database: Database, pieces: number) {
  const [article] = await queryRows<{ id: string; product_number: string }>(
    database.db,
    sql`select p.id, p.product_number from product p
        where p.child_count = 0 and p.active and p.is_closeout
          and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
        order by md5(p.product_number) limit 1`,
  );
  const id = article!.id;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from warehouse_stock where product_id = ${id}`);
    await tx.execute(sql`insert into warehouse_stock (product_id, warehouse_code, stock_hundredths)
      values (${id}, 'ANT', ${(pieces - 3) * 100}), (${id}, 'MEL', 300)`);
    await tx.execute(sql`update product set stock_hundredths = ${pieces * 100},
      available_stock_hundredths = ${pieces * 100}, max_purchase_hundredths = null where id = ${id}`);
  });
  return article!;
}

async function benchOrders(engine: Engine) {
  console.log(`\norders, ${engine}: ${products} products, ${buyerCount} buyers at once`);
  const database = await openSeeded(engine, products);
  const password = await replaceDemoPasswords(database.db);
  const app = await buildApp(benchAppOptions(database, products));
  await app.ready();
  const accessKey = await accessKeyOf(database.db);
  const call = async (method: string, url: string, token: string | null, body?: object) => {
    const response = await app.inject({
      method: method as 'POST',
      url: `/store-api${url}`,
      headers: { 'sw-access-key': accessKey, ...(token ? { 'sw-context-token': token } : {}) },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, json: () => response.json() };
  };
  const login = async (username: string) =>
    (await call('POST', '/account/login', null, { username, password })).json().contextToken as string;

  // The buyers: users of the demo company with the buyer preset, made once and given the password.
  const lead = await login('demo.lead');
  const usernames = Array.from(
    { length: buyerCount },
    (_, at) => `bench.buyer.${String(at + 1).padStart(2, '0')}`,
  );
  for (const username of usernames) {
    const created = await call('POST', '/dexis/companies/customers/create', lead, {
      firstName: 'Bench',
      lastName: username,
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
      storefrontUrl: 'http://localhost:3000',
    });
    if (created.status !== 200 && created.status !== 400) throw new Error(`${username}: ${created.status}`);
  }
  await database.db.execute(
    sql`update customer set password_hash = (select password_hash from customer where username = 'demo.buyer')
        where username like 'bench.buyer.%'`,
  );
  const tokens = await Promise.all(usernames.map(login));
  const articles = await plentifulArticles(database, buyerCount);

  const orderOne = async (token: string, productNumber: string) => {
    await call('DELETE', '/checkout/cart', token);
    await call('POST', '/checkout/cart/line-item', token, { items: [{ sku: productNumber, quantity: 1 }] });
    const started = performance.now();
    const placed = await call('POST', '/checkout/order', token, pickup);
    return { status: placed.status, millis: performance.now() - started, answer: placed };
  };

  const times: number[] = [];
  let placed = 0;
  let refused = 0;
  const ends = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, at) => {
      while (performance.now() < ends) {
        const result = await orderOne(token, articles[at % articles.length]!.product_number);
        times.push(result.millis);
        if (result.status === 200) placed++;
        else {
          refused++;
          if (refused === 1)
            console.log(`  refused: ${result.status} ${JSON.stringify(result.answer.json())}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const rate = placed / elapsed;
  console.log(
    `  ${placed} orders in ${elapsed.toFixed(1)} s: ${rate.toFixed(1)} orders/s (order call p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms)${refused ? `, ${refused} refused` : ''}${
      engine === 'postgres'
        ? `   goal ≥ ${goal.ordersPerSecond}/s: ${rate >= goal.ordersPerSecond ? 'reached' : 'not reached'}`
        : ''
    }`,
  );

  const pieces = 10;
  const closeout = await scarceCloseout(database, pieces);
  const race = await Promise.all(
    [...tokens, ...tokens].map((token) => orderOne(token, closeout.product_number)),
  );
  const sold = race.filter((result) => result.status === 200).length;
  const [stock] = await queryRows<{ stock: number; reserved: number; negative: number }>(
    database.db,
    sql`select sum(stock_hundredths)::int / 100 as stock, sum(reserved_hundredths)::int / 100 as reserved,
        count(*) filter (where reserved_hundredths > stock_hundredths)::int as negative
        from warehouse_stock where product_id = ${closeout.id}`,
  );
  const oversold = sold > pieces || stock!.reserved > stock!.stock || stock!.negative > 0;
  console.log(
    `  closeout with ${pieces} pieces, ${race.length} orders of one piece at once: ${sold} sold, ${race.length - sold} refused; held ${stock!.reserved} of ${stock!.stock}: ${oversold ? 'OVERSOLD' : 'no oversell'}`,
  );
  await app.close();
  await database.close();
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchOrders(engine);
