import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, tagsOf, textOf } from '../../test/markup';
import { ChipLinks } from './ChipLinks';

const links = [
  { id: 'drills', name: 'Drills', href: '/en/c/drills' },
  { id: 'saws', name: 'Saws', href: '/en/c/saws' },
];

describe('ChipLinks', () => {
  it('shows nothing without links', () => {
    expect(renderMarkup(<ChipLinks links={[]} label="Categories" />)).toBe('');
  });

  it('lists each link under the label given for screen readers', () => {
    const html = renderMarkup(<ChipLinks links={links} label="Categories" />);
    expect(tagOf(html, 'ul').attributes['aria-label']).toBe('Categories');
    expect(
      tagsOf(html)
        .filter((tag) => tag.name === 'a')
        .map((link) => link.attributes.href),
    ).toEqual(['/en/c/drills', '/en/c/saws']);
    expect(textOf(html)).toBe('Drills Saws');
  });

  it('draws tags smaller and tinted', () => {
    const html = renderMarkup(<ChipLinks links={links} look="tag" />);
    expect(tagOf(html, 'a').attributes.class).toContain('text-xs');
    expect(tagOf(html, 'ul').attributes['aria-label']).toBeUndefined();
  });
});
