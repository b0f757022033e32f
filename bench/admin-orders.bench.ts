/**
 * The back-office's order list on a million orders, through the Admin API in the Store API's own
 * process, signed in as the demo administrator: p50 and p95 per filter against the goal. PostgreSQL
 * only, in a database of its own (tradeshop_bench_admin_orders_<orders>) that is filled once, by
 * INSERT … SELECT over generate_series, and reused after. Figures only: nothing passes or fails.
 *
 *   npm run bench:admin-orders
 *   npm run bench:admin-orders -- --orders 200000 --rounds 50
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type Database, openDatabase, queryRows } from '@tradeshop/store-api/db';
import { seedDemoShop } from '@tradeshop/store-api/seed';
import { sql } from 'drizzle-orm';
import { signedInAdminApi } from './admin-api.ts';
import { postgresAnswers, seedAccessKey, serverDatabaseUrl } from './catalogue.ts';
import { measure } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    companies: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '50' },
  },
});
const orders = Number(args.orders);
const companies = Number(args.companies);
const rounds = Number(args.rounds);
const goal = { p95: 100 };
/** Bench orders are numbered from here on, above the shop's own (order_number_seq starts at 10000001). */
const firstNumber = 30_000_000;
const years = 3;

/**
 * `companies` companies with a buyer each, and `orders` orders spread evenly over three years, the
 * newest last: one line and one event for the ERP each. Half a percent are cancelled; of the newest
 * 2 % one in twenty waits for approval (nothing sent to the ERP); the newest 0.3 % are open, their
 * event undelivered, one in twenty-five of those failed; every other order the ERP took.
 */
async function fill(database: Database) {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    // Rows written whole and consistent: no foreign-key checks or triggers, one pass each.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into company (id, number, name)
      select md5('bench-company-' || k)::uuid, (700000 + k)::text, 'Bench company ' || k
      from generate_series(0, ${companies - 1}) k`);
    await tx.execute(sql`
      insert into customer (id, company_id, username, email, first_name, last_name)
      select md5('bench-customer-' || k)::uuid, md5('bench-company-' || k)::uuid, 'bench.buyer.' || k,
             'bench.buyer.' || k || '@bench.example', 'Bench', 'Buyer ' || k
      from generate_series(0, ${companies - 1}) k`);
    await tx.execute(sql`
      insert into sales_order (id, order_number, company_id, customer_id, language_id, status, approval_status,
        shipping_option, shipping_method, payment_method, billing_address, position_price, shipping_total,
        additional_cost, amount_net, amount_total, calculated_taxes, ordered_at, erp_delivery)
      select md5('bench-order-' || g)::uuid, (${firstNumber} + g)::text,
        md5('bench-company-' || g % ${companies})::uuid, md5('bench-customer-' || g % ${companies})::uuid,
        (select id from language order by id limit 1),
        case when pick < 5 then 'cancelled' when pending then 'notOpen' when open then 'open'
             when recent then 'shipped' else 'completed' end,
        case when pending then 'pending' end,
        'delivery', 'together', 'invoice',
        '{"name":"Bench BV","street":"Industrieweg","houseNumber":"1","box":null,"zipcode":"9000","city":"Gent","country":"BE"}',
        net, 0, 0, net, round(net * 1.21, 2),
        jsonb_build_array(jsonb_build_object('taxRate', 21, 'tax', round(net * 0.21, 2)::text, 'net', net::text)),
        now() - make_interval(secs => (${orders} - g) * (${years} * 365 * 86400.0 / ${orders})),
        case when pending then null when open and pick < 45 then 'failed' when open then 'waiting' else 'taken' end
      from generate_series(1, ${orders}) g,
        lateral (select (g::bigint * 7919) % 1000 as pick,
                        round(((g::bigint * 104729) % 100000) / 100.0 + 10, 2) as net) random,
        lateral (select g > ${orders} - ${orders} / 50 as recent, g > ${orders} - ${orders} / 300 as open) age,
        lateral (select recent and not open and pick >= 5 and pick < 55 as pending) approval`);
    await tx.execute(sql`
      insert into sales_order_line (id, order_id, position, product_number, label, quantity_hundredths,
        backorder_hundredths, unit_of_measure, unit_price, total_price, tax_rate)
      select md5('bench-line-' || o.order_number)::uuid, o.id, 1, 'BENCH-' || right(o.order_number, 4),
        'Bench article ' || right(o.order_number, 4), 100, 0, 'PCE', o.position_price, o.position_price, 21
      from sales_order o where o.order_number >= ${String(firstNumber)}`);
    await tx.execute(sql`
      insert into order_event (order_id, company_id, type, payload, created_at, delivered_at, attempts,
        next_attempt_at, failure, attempt_log)
      select o.id, o.company_id, 'order.placed', '{}', o.ordered_at,
        case when o.erp_delivery = 'taken' then o.ordered_at + interval '1 minute' end,
        case when o.erp_delivery = 'waiting' then 0 else 1 end,
        o.ordered_at + interval '1 hour',
        case when o.erp_delivery = 'failed' then 'The ERP webhook answered 503.' end,
        case when o.erp_delivery = 'waiting' then '[]'::jsonb
             else jsonb_build_array(jsonb_build_object('at', o.ordered_at + interval '1 minute', 'via', 'push',
               'outcome', case when o.erp_delivery = 'failed' then 'failed' else 'delivered' end,
               'failure', case when o.erp_delivery = 'failed' then 'The ERP webhook answered 503.' end)) end
      from sales_order o where o.order_number >= ${String(firstNumber)} and o.erp_delivery is not null
      order by o.ordered_at`);
  });
  // What a server's autovacuum does soon after a bulk import: statistics and visibility maps.
  await database.db.execute(sql`vacuum (analyze)`);
  console.log(
    `  filled ${orders.toLocaleString('en')} orders of ${companies.toLocaleString('en')} companies in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function benchOrderList() {
  console.log(`\nadmin order list, postgres: ${orders.toLocaleString('en')} orders`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshop-bench-admin-orders-'));
  const database = await openDatabase({
    databaseUrl: await serverDatabaseUrl(`tradeshop_bench_admin_orders_${orders}`),
  });
  await database.migrate();
  await seedDemoShop(database.db, {
    products: 100,
    accessKey: seedAccessKey,
    storefrontUrl: 'http://localhost:3000',
    mediaDir: join(dataDir, 'media'),
    demoAccounts: true,
  });
  const [filled] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from sales_order where order_number >= ${String(firstNumber)}`,
  );
  if (filled!.count === 0) await fill(database);

  const { app, get } = await signedInAdminApi(database, dataDir, 'staff.admin');
  const list = (query: string) => () => get(`/order?${query}`);
  const cases = async (label: string, queries: string[]) =>
    measure(label, queries.map(list), { rounds, goal, labels: queries });

  /** The numbers of the orders at these depths of the list, newest first. */
  const numbersAt = async (depths: number[]) =>
    Promise.all(
      depths.map(async (depth) => {
        const [row] = await queryRows<{ number: string }>(
          database.db,
          sql`select order_number as number from sales_order order by ordered_at desc, order_number desc
              offset ${depth} limit 1`,
        );
        return row!.number;
      }),
    );
  const companyIds = await queryRows<{ id: string }>(
    database.db,
    sql`select md5('bench-company-' || k)::uuid as id from unnest(array[0, 7, 500, 1234, 1999]) k
        where k < ${companies}`,
  );
  const monthsAgo = (months: number) => {
    const day = new Date();
    day.setUTCMonth(day.getUTCMonth() - months, 1);
    return day.toISOString().slice(0, 10);
  };

  await cases('no filter, first page', ['']);
  await cases('status', ['status=open', 'status=completed', 'status=cancelled', 'status=notOpen']);
  await cases(
    'company',
    companyIds.map((company) => `companyId=${company.id}`),
  );
  await cases(
    'period of a month',
    [1, 6, 18, 34].map((months) => `since=${monthsAgo(months)}&until=${monthsAgo(months - 1)}`),
  );
  await cases('ERP delivery state', [
    'erpDelivery=failed',
    'erpDelivery=waiting',
    'erpDelivery=none',
    'erpDelivery=taken',
  ]);
  await cases(
    'deep page (after an order)',
    (await numbersAt([orders / 20, orders / 2, orders - 100])).map((number) => `after=${number}`),
  );
  await cases(
    'order number',
    [1, orders / 2, orders].map((at) => `number=${firstNumber + at}`),
  );
  await cases(
    'company and status',
    companyIds.slice(0, 3).map((company) => `companyId=${company.id}&status=completed`),
  );
  await app.close();
  await database.close();
}

if (await postgresAnswers()) await benchOrderList();
else console.log('\nadmin order list: no PostgreSQL server answers at DATABASE_URL; skipped');
