import { type StorefrontBehindProxy, startStorefrontBehindProxy } from './support/storefront-behind-proxy';
import { type APIResponse, expect, test } from './support/test';

/**
 * Every answer of the storefront carries its security headers, with a fresh Content-Security-Policy
 * nonce per request; HSTS only over https. The development outbox answers only outside production and
 * only to requests straight from the machine itself.
 */

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(response.status(), what).toBeLessThan(400);
  expect(headers['content-security-policy'], what).toMatch(
    /^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' https:\/\/www\.googletagmanager\.com;/,
  );
  expect(headers['content-security-policy'], what).toContain(
    "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
  );
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

test('pages, data requests, resource routes and static files carry the security headers', async ({
  request,
}) => {
  const page = await request.get('/');
  expectSecurityHeaders(page, 'page');
  const html = await page.text();
  const scriptNonces = [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]);
  // JSON-LD blocks are data, never run: they need no nonce.
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>/g)];
  // Every inline script of the page carries the nonce of its own answer, and only that one.
  expect(inlineScripts.length).toBeGreaterThan(2);
  expect(scriptNonces).toHaveLength(inlineScripts.length);
  expect(new Set(scriptNonces)).toEqual(new Set([nonceOf(page)]));
  // A visitor's home page comes from the page cache with the nonce it was rendered with (decision
  // 0063); a page rendered for each request has a fresh one.
  expect(nonceOf(await request.get('/auth'))).not.toBe(nonceOf(await request.get('/auth')));

  const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  expectSecurityHeaders(await request.get(asset!), 'build asset');
  expectSecurityHeaders(await request.get('/favicon.svg'), 'public file');
  expectSecurityHeaders(await request.get('/search/suggest?query=bout'), 'resource route');
  expectSecurityHeaders(await request.get('/search.data?query=bout'), 'data request');
  // A scheme a client claims counts only behind a trusted proxy (TRUST_PROXY=1).
  expectSecurityHeaders(
    await request.get('/', { headers: { 'x-forwarded-proto': 'https' } }),
    'claimed https',
  );
});

test.describe('the development outbox', () => {
  test('answers a request straight from this machine', async ({ request }) => {
    const outbox = await request.get('/dev/outbox');
    expect(outbox.status()).toBe(200);
  });

  test('answers 404 to a request a proxy passed on, even from this machine', async ({ request }) => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      const outbox = await request.get('/dev/outbox', { headers });
      expect(outbox.status(), JSON.stringify(headers)).toBe(404);
      expect(await outbox.text()).toContain('Deze pagina kon niet worden gevonden');
    }
  });
});

test.describe('the storefront’s metrics', () => {
  test('answer this machine with each request under its route, the files of the build as static', async ({
    request,
  }) => {
    await request.get('/');
    const metrics = await request.get('/metrics');
    expect(metrics.status()).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="home-nl-NL",status="200"\} \d+/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.1",method="GET",route="static",status="200"\} \d+/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  test('answer 404 to a request a proxy passed on, even from this machine', async ({ request }) => {
    const metrics = await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(metrics.status()).toBe(404);
  });
});

test('a page answers the id it was logged under: the caller’s trace, else a new one', async ({ request }) => {
  const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
  const traced = await request.get('/', { headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` } });
  expect(traced.headers()['x-request-id']).toBe(trace);
  expect((await request.get('/')).headers()['x-request-id']).toMatch(/^(?!4bf92f35)[0-9a-f]{32}$/);
});

test.describe('a production storefront behind a trusted proxy', () => {
  let storefront: StorefrontBehindProxy;

  test.beforeAll(async () => {
    storefront = await startStorefrontBehindProxy({
      port: 3152,
      env: { TRUST_PROXY: '1', FRAME_ANCESTORS: 'https://procurement.example https://*.buyers.example' },
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
  });

  test('sends HSTS when the proxy reports https, and lets the configured procurement systems frame it', async ({
    request,
  }) => {
    const overHttps = await request.get(`${storefront.baseURL}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(overHttps.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' https://procurement.example https://*.buyers.example",
    );
    expect(overHttps.headers()['x-frame-options']).toBeUndefined();
    const overHttp = await request.get(`${storefront.baseURL}/favicon.svg`);
    expect(overHttp.headers()['strict-transport-security']).toBeUndefined();
  });

  test('takes the shop’s origin from the proxy for the origin check', async ({ request }) => {
    // As a proxy passes a request on: the browser's host, the scheme the browser used.
    const proxied = { host: 'shop.example', 'x-forwarded-proto': 'https' };
    const own = await request.post(`${storefront.baseURL}/auth/logout`, {
      headers: { ...proxied, origin: 'https://shop.example' },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
    const internal = await request.post(`${storefront.baseURL}/auth/logout`, {
      headers: { ...proxied, origin: storefront.baseURL },
      maxRedirects: 0,
    });
    expect(internal.status()).toBe(403);
  });

  test('has no development outbox, not even for this machine', async ({ request }) => {
    const outbox = await request.get(`${storefront.baseURL}/dev/outbox`);
    expect(outbox.status()).toBe(404);
  });
});
