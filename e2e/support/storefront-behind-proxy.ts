/**
 * A second storefront process whose Store API is a proxy in the test process: it forwards every call
 * to the Store API of the end-to-end servers and lets a test change what the storefront gets (slow,
 * failing or unreachable answers, a sales channel in maintenance, a footer content page). The shared
 * end-to-end shop on port 3100 stays untouched. Reuses the storefront build the end-to-end web server
 * made (scripts/start.mjs builds it when its sources changed).
 */
import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './server-process';

const storefrontDir = fileURLToPath(new URL('../../apps/storefront', import.meta.url));
const upstream = { host: '127.0.0.1', port: 4100 };

/** What the proxy does with a Store API call instead of (or on top of) forwarding it. */
export type Override =
  /** Never answers: the storefront's call runs into its timeout. */
  | { kind: 'hang' }
  /** Answers this status with a Store API error envelope. */
  | { kind: 'status'; status: number }
  /** Forwards the call and hands the answer's JSON to `change` before passing it on. */
  | { kind: 'json'; change: (json: unknown, request: IncomingMessage) => unknown }
  /**
   * Forwards the call, lets the Store API finish it, then breaks the connection instead of passing
   * the answer on: as when a Store API process stops right after its work committed.
   */
  | { kind: 'lose-answer' };

/** `once`: the rule goes after the first call it applied to. */
export type OverrideRule = { method: string; path: string; override: Override; once?: boolean };

export interface StorefrontBehindProxy {
  /** The storefront's address, e.g. http://127.0.0.1:3150. */
  baseURL: string;
  /** Overrides for calls whose method and path (below /store-api, without query) match; first wins. */
  rules: OverrideRule[];
  /** Every call (`*`) answered with `override`. */
  overrideAll(override: Override | null): void;
  /** Stops accepting connections: the storefront's calls are refused, as with a Store API that is down. */
  goOffline(): Promise<void>;
  goOnline(): Promise<void>;
  stop(): Promise<void>;
}

function errorEnvelope(status: number): string {
  return JSON.stringify({
    errors: [
      {
        status: String(status),
        code: 'E2E__INJECTED_FAILURE',
        title: 'Injected failure',
        detail: `The test proxy answered ${status}.`,
        meta: { parameters: {} },
      },
    ],
  });
}

function matches(rule: OverrideRule, request: IncomingMessage): boolean {
  const path = (request.url ?? '').split('?')[0]?.replace(/^\/store-api/, '') ?? '';
  return (rule.method === '*' || rule.method === request.method) && (rule.path === '*' || rule.path === path);
}

function forward(
  request: IncomingMessage,
  response: ServerResponse,
  change?: (json: unknown, request: IncomingMessage) => unknown,
  loseAnswer = false,
) {
  const headers = { ...request.headers, host: `${upstream.host}:${upstream.port}` };
  // Answers that are changed must come as plain JSON.
  if (change) headers['accept-encoding'] = 'identity';
  const outgoing = httpRequest(
    { ...upstream, method: request.method, path: request.url, headers },
    (answer) => {
      if (loseAnswer) {
        answer.resume();
        answer.on('end', () => response.socket?.destroy());
        return;
      }
      if (!change) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = JSON.stringify(change(JSON.parse(Buffer.concat(chunks).toString('utf8')), request));
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, {
          ...rest,
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      });
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(outgoing);
}

/**
 * Starts the proxy and a storefront behind it on `port`. `timeoutMs` is the storefront's
 * STORE_API_TIMEOUT_MS; `env` adds settings (e.g. TRUST_PROXY). Call `stop()` in afterAll: it ends the
 * storefront process and the proxy.
 */
export async function startStorefrontBehindProxy(options: {
  port: number;
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<StorefrontBehindProxy> {
  const rules: OverrideRule[] = [];
  const held = new Set<ServerResponse>();
  const proxy: Server = createServer((request, response) => {
    const rule = rules.find((candidate) => matches(candidate, request));
    if (rule?.once) rules.splice(rules.indexOf(rule), 1);
    const override = rule?.override;
    if (override?.kind === 'hang') {
      // Kept open until the storefront gives up; the socket's close ends it.
      held.add(response);
      response.on('close', () => held.delete(response));
      request.resume();
      return;
    }
    if (override?.kind === 'status') {
      request.resume();
      response.writeHead(override.status, { 'content-type': 'application/json' });
      response.end(errorEnvelope(override.status));
      return;
    }
    forward(
      request,
      response,
      override?.kind === 'json' ? override.change : undefined,
      override?.kind === 'lose-answer',
    );
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const proxyPort = (proxy.address() as AddressInfo).port;

  const storefront = startServerProcess('server.mjs', storefrontDir, {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    STORE_API_URL: `http://127.0.0.1:${proxyPort}/store-api`,
    // The end-to-end shop is a demo start: its key is the demo's, which a production storefront names.
    STORE_API_ACCESS_KEY: 'SWSCTRADESHOPDEMOKEY0000001',
    // The page cache is the Store API's, shared with the end-to-end shop's storefront: a page kept
    // there would hide what the proxy makes of this storefront's calls.
    PAGE_CACHE_SECONDS: '0',
    ...(options.timeoutMs ? { STORE_API_TIMEOUT_MS: String(options.timeoutMs) } : {}),
    ...options.env,
  });

  const baseURL = `http://127.0.0.1:${options.port}`;
  const closeProxy = async () => {
    for (const response of held) response.destroy();
    proxy.closeAllConnections();
    if (proxy.listening) await new Promise<void>((done) => proxy.close(() => done()));
  };
  const stop = async () => {
    await storefront.stop(3000);
    await closeProxy();
  };

  try {
    // Any answer will do: the health check says 503 while the Store API behind it is not ready.
    await storefront.waitUntilUp(`${baseURL}/health`, { seconds: 20, healthy: false });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseURL,
    rules,
    overrideAll(override) {
      rules.length = 0;
      if (override) rules.push({ method: '*', path: '*', override });
    },
    goOffline: closeProxy,
    async goOnline() {
      if (proxy.listening) return;
      proxy.listen(proxyPort, '127.0.0.1');
      await once(proxy, 'listening');
    },
    stop,
  };
}
