import { describe, expect, it } from 'vitest';
import { metaTextFit, pageSlugPattern } from './seo-texts.ts';

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
});
