/**
 * A second, small demo shop whose ERP is a webhook: a stand-in ERP in the test process takes the
 * shop's signed order events (the real protocol: JSON posted with `x-tradeshop-signature`) or refuses
 * them while the test says it is down. The shared end-to-end shop, whose built-in ERP always takes
 * its orders, stays untouched. Reuses the storefront build the end-to-end web server made.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const secret = 'e2e-erp-webhook-secret-of-32-characters-at-least';

export interface ReceivedEvent {
  id: number;
  type: string;
  order: { number: string };
}

export interface ShopWithErpWebhook {
  /** The storefront (and back-office) address, e.g. http://127.0.0.1:3200. */
  baseURL: string;
  storeApi: string;
  /** The events the stand-in ERP took, in the order it took them. */
  received: ReceivedEvent[];
  /** While down, the stand-in ERP answers every event 503, as an ERP in its maintenance window. */
  setErpDown(down: boolean): void;
  stop(): Promise<void>;
}

/** Whether the signature `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` is the shop's for this body. */
function signedByTheShop(header: string | undefined, body: string): boolean {
  const { t, v1 } = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2)));
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the stand-in ERP, then the shop on `port` (its Store API on `port + 1000`) with a new
 * embedded database of a few articles. Call `stop()` in afterAll.
 */
export async function startShopWithErpWebhook(port: number): Promise<ShopWithErpWebhook> {
  const received: ReceivedEvent[] = [];
  let down = false;
  const erp: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    if (!signedByTheShop(request.headers['x-tradeshop-signature'] as string | undefined, body)) {
      response.writeHead(401).end();
      return;
    }
    if (down) {
      response.writeHead(503).end();
      return;
    }
    received.push(JSON.parse(body) as ReceivedEvent);
    response.writeHead(204).end();
  });
  erp.listen(0, '127.0.0.1');
  await once(erp, 'listening');
  const erpPort = (erp.address() as AddressInfo).port;

  const shop = startServerProcess('scripts/start.mjs', repositoryRoot, {
    DATABASE_URL: '',
    DATA_DIR: '.tmp/e2e-erp-webhook-data',
    E2E_RESET: '1',
    PORT: String(port),
    API_PORT: String(port + 1000),
    DEMO_PRODUCTS: '40',
    SCRYPT_N_FOR_TESTS: '1024',
    ERP_WEBHOOK_URL: `http://127.0.0.1:${erpPort}/order-events`,
    ERP_WEBHOOK_SECRET: secret,
  });
  const stop = async () => {
    await shop.stop(8000);
    erp.closeAllConnections();
    await new Promise<void>((done) => erp.close(() => done()));
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    // Migrating and seeding a small demo shop takes half a minute on two busy cores.
    await shop.waitUntilUp(`${baseURL}/health`, { seconds: 180, healthy: true });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    storeApi: `http://127.0.0.1:${port + 1000}/store-api`,
    received,
    setErpDown(isDown) {
      down = isDown;
    },
    stop,
  };
}
