import { describe, expect, it } from 'vitest';
import { storefrontMetrics } from './storefront-metrics.server';

const manifest = {
  root: { id: 'root', path: '' },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true },
  'routes/product': { id: 'routes/product', parentId: 'root', path: 'p/:slug' },
  'routes/admin': { id: 'routes/admin', parentId: 'root', path: 'admin' },
  'routes/admin-orders': { id: 'routes/admin-orders', parentId: 'routes/admin', path: 'orders' },
  'routes/catch-all': { id: 'routes/catch-all', parentId: 'root', path: '*' },
};
const token = 'the-storefront-metrics-token-0123456789';
const metrics = storefrontMetrics(manifest, token);

describe('the storefront’s metrics', () => {
  it.each([
    ['/', 'routes/home'],
    ['/p/drill-bit-8-mm', 'routes/product'],
    ['/p/drill-bit-8-mm.data', 'routes/product.data'],
    ['/_root.data', 'routes/home.data'],
    ['/admin/orders', 'routes/admin-orders'],
    ['/some/content/page', 'routes/catch-all'],
  ])('count a request for %s under the route %s, never the path itself', (path, route) => {
    expect(metrics.routeOf(path)).toBe(route);
  });

  it('are read from this machine straight, not through a proxy, and elsewhere only with the token', () => {
    const local = new Headers({ host: 'localhost:3000' });
    expect(metrics.mayRead('127.0.0.1', local)).toBe(true);
    expect(
      metrics.mayRead('127.0.0.1', new Headers({ host: 'shop.example', 'x-forwarded-for': '203.0.113.9' })),
    ).toBe(false);
    expect(metrics.mayRead('203.0.113.9', new Headers({ host: 'shop.example' }))).toBe(false);
    expect(metrics.mayRead('203.0.113.9', new Headers({ authorization: 'Bearer wrong' }))).toBe(false);
    expect(metrics.mayRead('203.0.113.9', new Headers({ authorization: `Bearer ${token}` }))).toBe(true);
  });

  it('list each route’s requests and durations in Prometheus’s text format', async () => {
    metrics.observe('GET', 'routes/product', 200, 0.042);
    const text = await metrics.exposition();
    expect(text).toContain('http_requests_total{method="GET",route="routes/product",status="200"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.05",method="GET",route="routes/product",status="200"} 1',
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });
});
