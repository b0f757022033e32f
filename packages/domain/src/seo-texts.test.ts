import { describe, expect, it } from 'vitest';
import {
  canonicalHref,
  isCanonicalAddress,
  isOwnCanonical,
  metaTextFit,
  pageSlugPattern,
} from './seo-texts.ts';

describe('meta texts and slugs', () => {
  it.each([
    ['title', null, 'empty'],
    ['title', '   ', 'empty'],
    ['title', 'x'.repeat(60), 'fits'],
    ['title', 'x'.repeat(61), 'long'],
    ['title', `  ${'x'.repeat(60)}  `, 'fits'],
    ['description', 'x'.repeat(155), 'fits'],
    ['description', 'x'.repeat(156), 'long'],
  ] as const)('a %s of %j is %s', (kind, text, fit) => {
    expect(metaTextFit(kind, text)).toBe(fit);
  });

  it.each([
    ['bosch', true],
    ['bosch-professional-2', true],
    ['Bosch', false],
    ['bosch--pro', false],
    ['-bosch', false],
    ['bosch pro', false],
    ['bösch', false],
  ])('takes %s as a slug: %s', (slug, taken) => {
    expect(pageSlugPattern.test(slug)).toBe(taken);
  });

  it.each([
    ['https://www.example.com/onderhoud', true],
    ['https://shop.example.be/fr/entretien?ref=1', true],
    ['/fr/entretien', true],
    ['/', true],
    ['http://www.example.com/onderhoud', false],
    ['//www.example.com/onderhoud', false],
    ['onderhoud', false],
    ['https://', false],
    ['https://user:secret@example.com/', false],
    ['/fr/mon entretien', false],
    ['javascript:alert(1)', false],
    [`/${'x'.repeat(500)}`, false],
  ])('takes %s as a canonical address: %s', (address, taken) => {
    expect(isCanonicalAddress(address)).toBe(taken);
  });

  it('names a path of the shop under the request origin and an absolute address as it is', () => {
    expect(canonicalHref('https://shop.example.be', '/fr/entretien')).toBe(
      'https://shop.example.be/fr/entretien',
    );
    expect(canonicalHref('https://shop.example.be', 'https://www.example.com/a')).toBe(
      'https://www.example.com/a',
    );
  });

  it.each([
    ['https://shop.example.be/fr/conditions', null, true],
    ['https://shop.example.be/fr/conditions', '', true],
    ['https://shop.example.be/fr/conditions', '/fr/conditions', true],
    ['https://shop.example.be/fr/conditions', 'https://shop.example.be/fr/conditions', true],
    ['https://shop.example.be/fr/conditions', 'https://SHOP.example.be/fr/conditions', true],
    ['https://shop.example.be/fr/conditions', '/conditions', false],
    ['https://shop.example.be/fr/conditions', '/fr/conditions/', false],
    ['https://shop.example.be/fr/conditions', '/fr/conditions?ref=1', false],
    ['https://shop.example.be/fr/conditions', '/fr/conditions-generales', false],
    ['https://shop.example.be/fr/conditions', 'https://www.example.com/fr/conditions', false],
    ['http://shop.test/fr/conditions', '/fr/conditions', true],
    ['http://shop.test/fr/conditions', 'https://shop.test/fr/conditions', false],
    ['https://shop.example.be/fr/%C3%A9t%C3%A9', '/fr/été', true],
  ])('takes the page at %s with canonical %j as its own canonical: %s', (own, canonical, taken) => {
    expect(isOwnCanonical(own, canonical)).toBe(taken);
  });
});
