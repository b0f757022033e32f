import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

const text = robotsTxt('https://www.tradeshop.be');

const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a crawler following RFC 9309 may fetch a path with its query: the longest matching rule
 * decides, an allow wins a tie, and no matching rule allows.
 */
function allowed(path: string): boolean {
  const rules = text.split('\n').flatMap((line) => {
    const rule = /^(Allow|Disallow): (.+)$/.exec(line);
    return rule ? [{ allow: rule[1] === 'Allow', pattern: rule[2]! }] : [];
  });
  const matching = rules.filter(({ pattern }) => {
    const anchored = pattern.endsWith('$');
    const body = anchored ? pattern.slice(0, -1) : pattern;
    return new RegExp(`^${body.split('*').map(escapeRegExp).join('.*')}${anchored ? '$' : ''}`).test(path);
  });
  const longest = Math.max(-1, ...matching.map((rule) => rule.pattern.length));
  return longest < 0 || matching.some((rule) => rule.allow && rule.pattern.length === longest);
}

describe('robots.txt', () => {
  it('speaks to every crawler and names the sitemap index on the domain asked', () => {
    expect(text.split('\n')[0]).toBe('User-agent: *');
    expect(text).toContain('\nSitemap: https://www.tradeshop.be/sitemap.xml\n');
    expect(robotsTxt('http://127.0.0.1:3700')).toContain('\nSitemap: http://127.0.0.1:3700/sitemap.xml\n');
  });

  it('leaves the public pages open in every language', () => {
    for (const path of [
      '/',
      '/en',
      '/fr',
      '/bevestigingsmateriaal/bouten/zeskantbouten',
      '/fr/cartouches-de-silicone',
      '/en/hex-bolt-m8-x-40/ts-100001',
      '/bevestigingsmateriaal?p=2',
      '/search?query=m8',
      '/en/search?query=m8&p=2',
      '/media/catalog/hex-bolt.webp?width=640',
      '/sitemap.xml',
      '/sitemap-fr.xml?page=2',
    ])
      expect(allowed(path), path).toBe(true);
  });

  it('keeps crawlers out of accounts, cart, checkout, punch-out, filters, development pages and data requests', () => {
    for (const path of [
      '/account/orders',
      '/admin/companies',
      '/en/account/dashboard',
      '/fr/account/profile',
      '/checkout',
      '/en/checkout/success',
      '/fr/cart/add',
      '/order-list/add',
      '/search?query=m8&manufacturer=0190a5b0000070008000000000000001',
      '/en/search?in=number&query=m8',
      '/search?bought=1&query=m8',
      '/bevestigingsmateriaal?properties=0190a5b0000070008000000000000002',
      '/fr/outillage?p=2&order=price-asc',
      '/en/tools?min-price=10',
      '/elektriciteit?min.0190a5b0000070008000000000000003=20',
      '/fr/eclairage?p=1&max.0190a5b0000070008000000000000003=50',
      '/oci?OTP=abc',
      '/fr/oci',
      '/cxml/setup',
      '/en/cxml/auth/a/b',
      '/punchout/transfer',
      '/dev/outbox',
      '/en/tools.data',
      '/_root.data?_routes=root',
      '/en/search/suggest?query=m',
      '/loginascustomer?token=x',
    ])
      expect(allowed(path), path).toBe(false);
  });
});
