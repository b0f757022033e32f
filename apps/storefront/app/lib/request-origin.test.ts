import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crossSiteEntryPaths, isAllowedOrigin } from './request-origin';

const shop = 'https://shop.example';

function request(method: string, path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${shop}${path}`, { method, headers });
}

/** As the shop's middleware asks, with the page's address that of the request. */
const allowed = (request: Request, exceptions?: readonly string[]) =>
  isAllowedOrigin(request, new URL(request.url), exceptions);

describe('origin of state-changing requests', () => {
  it('lets every reading request through, whatever it names', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(allowed(request(method, '/cart/add', { origin: 'https://evil.example' }))).toBe(true);
      expect(allowed(request(method, '/checkout'))).toBe(true);
    }
  });

  it('lets a POST, PUT, PATCH or DELETE from the shop’s own pages act', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(allowed(request(method, '/cart/add', { origin: shop }))).toBe(true);
    }
    expect(allowed(request('POST', '/en/auth.data', { origin: 'https://shop.example:443' }))).toBe(true);
  });

  it('refuses a foreign origin, another scheme or port, and the opaque origin `null`', () => {
    for (const origin of [
      'https://evil.example',
      'http://shop.example',
      'https://shop.example:8443',
      'https://sub.shop.example',
      'null',
      'not a url',
      '',
    ]) {
      expect(allowed(request('POST', '/auth/logout', { origin })), origin).toBe(false);
    }
  });

  it('without Origin takes the origin of the Referer', () => {
    expect(allowed(request('POST', '/checkout/cost-center', { referer: `${shop}/checkout?x=1` }))).toBe(true);
    expect(
      allowed(request('POST', '/checkout/cost-center', { referer: 'https://evil.example/shop.example' })),
    ).toBe(false);
  });

  it('believes the Origin over the Referer when both are sent', () => {
    expect(
      allowed(request('POST', '/cart/add', { origin: 'https://evil.example', referer: `${shop}/` })),
    ).toBe(false);
    expect(allowed(request('POST', '/cart/add', { origin: 'null', referer: `${shop}/` }))).toBe(false);
  });

  it('refuses a request that names no origin at all', () => {
    expect(allowed(request('POST', '/cart/add'))).toBe(false);
    expect(allowed(request('DELETE', '/account/customer'))).toBe(false);
  });

  it('compares with the origin of the page’s address, e.g. the one a trusted proxy reports', () => {
    const behindProxy = new Request('http://shop.internal:3000/auth', {
      method: 'POST',
      headers: { origin: 'http://shop.internal:3000' },
    });
    expect(allowed(behindProxy)).toBe(true);
    expect(allowed(request('POST', '/auth', { origin: 'http://shop.internal:3000' }))).toBe(false);
  });

  it('lets another site post to a listed entry path, in every language and as a data request', () => {
    const exceptions = ['/punchout/entry'];
    const foreign = { origin: 'https://procurement.example' };
    for (const path of ['/punchout/entry', '/fr/punchout/entry', '/en/punchout/entry.data']) {
      expect(allowed(request('POST', path, foreign), exceptions), path).toBe(true);
    }
    expect(allowed(request('POST', '/punchout/entry/other', foreign), exceptions)).toBe(false);
    expect(allowed(request('POST', '/cart/add', foreign), exceptions)).toBe(false);
  });
});

describe('the README', () => {
  it('names every path another site may post to, and no other', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const originCheck = /\*\*Origin check\.\*\*[\s\S]*?\n- \*\*/.exec(readme)?.[0] ?? '';
    const named = [...originCheck.matchAll(/`(\/[^`]*)`/g)]
      .map((match) => match[1])
      .filter((path) => path !== '/cart/add');
    expect(new Set(named)).toEqual(new Set(crossSiteEntryPaths));
  });
});
