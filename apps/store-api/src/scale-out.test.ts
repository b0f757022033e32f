import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { queryRows } from './db/index.ts';
import { replaceCmsPage } from './modules/cms/index.ts';
import { setMaintenanceActive } from './modules/settings/index.ts';
import { pickup } from './test/ordering.ts';
import { testScryptCost } from './test/password-cost.ts';
import { copySeededShop, type ShopCopy, testAccessKey } from './test/seeded-shops.ts';
import { startWebhookReceiver } from './test/webhook-receiver.ts';

/**
 * Two Store API processes, as a production start runs them, on one PostgreSQL database: what one
 * process learns (failed logins, a change of the catalogue, stock taken) the other knows too.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface StoreApiProcess {
  child: ChildProcess;
  url: string;
}

async function startStoreApi(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StoreApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      STORE_API_ACCESS_KEY: testAccessKey,
      LOGIN_AS_CUSTOMER_SECRET: 'scale-out-test-key-0123456789abcdef',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      // The shop's own holds are under test: its orders wait for an ERP that pulls them.
      BUILTIN_ERP_STEP_SECONDS: '0',
      // At the suite's password cost, as the seeded users' hashes are (password-cost.ts).
      SCRYPT_N_FOR_TESTS: String(testScryptCost.N),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const ready = await fetch(`${url}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    if (child.exitCode !== null) throw new Error(`The Store API stopped with exit code ${child.exitCode}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('The Store API did not start');
}

let copy: ShopCopy;
let dataDir: string;
let processes: StoreApiProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  copy = await copySeededShop(inject('seededShops').demo);
  dataDir = mkdtempSync(join(tmpdir(), 'tradeshop-scale-out-'));
  processes = await Promise.all([1, 2].map(() => startStoreApi(copy.databaseUrl!, dataDir)));
});

afterAll(async () => {
  for (const { child } of processes) child.kill('SIGTERM');
  await Promise.all(
    processes.map(({ child }) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((done) => child.once('exit', done))
        : null,
    ),
  );
  await copy?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a Store API request to one of the processes (0, 1, or one a test started). */
async function call(
  at: number,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${processes[at]!.url}/store-api${path}`, {
    method,
    headers: {
      'sw-access-key': testAccessKey,
      ...(options.token ? { 'sw-context-token': options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) };
}

async function login(at: number, username: string, password = 'demo1234') {
  const answer = await call(at, 'POST', '/account/login', { body: { username, password } });
  return answer.json().contextToken as string;
}

describe.runIf(onPostgres)('two Store API processes on one PostgreSQL', () => {
  it('count failed logins together: the pair is refused after ten failures spread over both', async () => {
    const from = { 'x-forwarded-for': '203.0.113.44' };
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await call(attempt % 2, 'POST', '/account/login', {
        body: { username: 'demo.approver', password: 'wrong' },
        headers: from,
      });
      expect(failed.status).toBe(401);
    }
    for (const at of [0, 1]) {
      const refused = await call(at, 'POST', '/account/login', {
        body: { username: 'demo.approver', password: 'demo1234' },
        headers: from,
      });
      expect(refused.status).toBe(429);
    }
  });

  it('drop what they cached when the catalogue changes, both at once', async () => {
    const footer = async (at: number) => (await call(at, 'GET', '/dexis/cms/footer')).json();
    expect(await footer(0)).toEqual({ cmsPage: null });
    expect(await footer(1)).toEqual({ cmsPage: null });
    const languageId = (await call(0, 'GET', '/context')).json().salesChannel.languageId as string;
    const sections = [{ type: 'text' as const, title: 'Over ons', text: 'Sinds 1921.' }];
    await replaceCmsPage(copy.database.db, { key: 'footer', languageId, sections });
    await vi.waitFor(
      async () => {
        expect(await footer(0)).toEqual({ cmsPage: { sections } });
        expect(await footer(1)).toEqual({ cmsPage: { sections } });
      },
      { timeout: 5000 },
    );

    await setMaintenanceActive(copy.database.db, true);
    const maintenance = async (at: number) =>
      (await call(at, 'GET', '/context')).json().salesChannel.maintenance as boolean;
    await vi.waitFor(async () => expect([await maintenance(0), await maintenance(1)]).toEqual([true, true]), {
      timeout: 5000,
    });
    await setMaintenanceActive(copy.database.db, false);
    await vi.waitFor(
      async () => expect([await maintenance(0), await maintenance(1)]).toEqual([false, false]),
      { timeout: 5000 },
    );
  });

  it('sell the last ten pieces of a closeout to ten of twenty buyers checking out at once on both', async () => {
    const [closeout] = await queryRows<{ id: string; product_number: string }>(
      copy.database.db,
      sql`select p.id, p.product_number from product p
          where p.child_count = 0 and p.active and p.is_closeout
            and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
            and not exists (select 1 from article_sales_block b where b.product_id = p.id)
          order by p.product_number limit 1`,
    );
    await copy.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from warehouse_stock where product_id = ${closeout!.id}`);
      await tx.execute(sql`insert into warehouse_stock (product_id, warehouse_code, stock_hundredths)
        values (${closeout!.id}, 'ANT', 600), (${closeout!.id}, 'LIE', 400)`);
      await tx.execute(sql`update product set stock_hundredths = 1000, available_stock_hundredths = 1000,
        max_purchase_hundredths = null where id = ${closeout!.id}`);
    });

    const lead = await login(0, 'demo.lead');
    const usernames = Array.from({ length: 20 }, (_, at) => `scale.buyer.${at}`);
    for (const username of usernames) {
      const created = await call(0, 'POST', '/dexis/companies/customers/create', {
        token: lead,
        body: {
          firstName: 'Scale',
          lastName: username,
          username,
          email: `${username}@demo.example`,
          preset: 'buyer',
          storefrontUrl: 'http://shop.test',
        },
      });
      expect(created.status).toBe(200);
    }
    await copy.database.db.execute(
      sql`update customer set password_hash = (select password_hash from customer where username = 'demo.buyer')
          where username like 'scale.buyer.%'`,
    );
    const buyers = await Promise.all(usernames.map((username, at) => login(at % 2, username)));
    for (const [at, token] of buyers.entries()) {
      const added = await call(at % 2, 'POST', '/checkout/cart/line-item', {
        token,
        body: { items: [{ sku: closeout!.product_number, quantity: 1 }] },
      });
      expect(added.status).toBe(200);
    }

    const orders = await Promise.all(
      buyers.map((token, at) => call(at % 2, 'POST', '/checkout/order', { token, body: pickup })),
    );
    expect(orders.filter((order) => order.status === 200)).toHaveLength(10);
    const refused = orders.filter((order) => order.status !== 200);
    expect(refused).toHaveLength(10);
    expect(new Set(refused.map((order) => order.json().errors[0].code))).toEqual(
      new Set(['product-out-of-stock']),
    );
    const [held] = await queryRows<{ stock: number; reserved: number }>(
      copy.database.db,
      sql`select sum(stock_hundredths)::int as stock, sum(reserved_hundredths)::int as reserved
          from warehouse_stock where product_id = ${closeout!.id}`,
    );
    expect(held).toEqual({ stock: 1000, reserved: 1000 });
  });

  it('lose no order when a process is killed between the order and its delivery to the ERP', {
    timeout: 90_000,
  }, async () => {
    const receiver = await startWebhookReceiver();
    receiver.status = 503;
    const withWebhook = {
      ERP_WEBHOOK_URL: receiver.url,
      ERP_WEBHOOK_SECRET: 'kill-test-secret-0123456789abcdef',
    };
    try {
      processes.push(await startStoreApi(copy.databaseUrl!, dataDir, withWebhook));
      const first = processes.length - 1;
      const buyer = await login(first, 'demo.buyer');
      const [article] = await queryRows<{ id: string }>(
        copy.database.db,
        sql`select p.id from product p
            where p.child_count = 0 and p.active and not p.is_closeout and p.min_purchase_hundredths = 100
              and p.purchase_steps_hundredths = 100 and p.available_stock_hundredths >= 10000
              and not exists (select 1 from article_sales_block b where b.product_id = p.id)
            order by p.product_number limit 1`,
      );
      await call(first, 'DELETE', '/checkout/cart', { token: buyer });
      await call(first, 'POST', '/checkout/cart/line-item', {
        token: buyer,
        body: { items: [{ referencedId: article!.id, quantity: 1 }] },
      });
      const placed = await call(first, 'POST', '/checkout/order', { token: buyer, body: pickup });
      expect(placed.status).toBe(200);
      const { orderNumber } = placed.json();
      // The ERP's webhook failed once; the process dies before it tries again.
      await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThan(0), { timeout: 20_000 });
      const killed = processes[first]!.child;
      killed.kill('SIGKILL');
      await new Promise((done) => killed.once('exit', done));

      receiver.status = 200;
      processes.push(await startStoreApi(copy.databaseUrl!, dataDir, withWebhook));
      await vi.waitFor(
        () => expect(receiver.delivered().map((event) => event.order.number)).toContain(orderNumber),
        { timeout: 40_000, interval: 500 },
      );
      const deliveries = receiver.delivered().filter((event) => event.order.number === orderNumber);
      expect(deliveries).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
