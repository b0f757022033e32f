import { describe, expect, it } from 'vitest';
import { type VariantOption, variantSwitchOf } from './variant-switch';

function option(groupId: string, id: string, position: number, groupPosition: number): VariantOption {
  return {
    id,
    groupId,
    position,
    colorHexCode: groupId === 'colour' ? '#cc0000' : null,
    translated: { name: id },
    group: {
      position: groupPosition,
      displayType: groupId === 'colour' ? 'color' : 'text',
      translated: { name: groupId === 'length' ? 'Lengte' : groupId === 'size' ? 'Maat' : 'Kleur' },
    },
  };
}

const size = (id: string, position: number) => option('size', id, position, 1);
const length = (id: string, position: number) => option('length', id, position, 2);

/** M8 and M10 in 40 and 60 mm, but M10 not in 40 mm. */
const variants = [
  { id: 'a', href: '/bout-m8-40', options: [size('M8', 1), length('40 mm', 1)] },
  { id: 'b', href: '/bout-m8-60', options: [size('M8', 1), length('60 mm', 2)] },
  { id: 'c', href: '/bout-m10-60', options: [length('60 mm', 2), size('M10', 2)] },
];

describe('the variant switch', () => {
  it('gives each group its values in order, each leading to the variant with the page’s other choices', () => {
    const groups = variantSwitchOf(variants[1]!, variants);
    expect(groups.map((group) => [group.name, group.chosen])).toEqual([
      ['Maat', 'M8'],
      ['Lengte', '60 mm'],
    ]);
    expect(groups[0]!.options).toEqual([
      { id: 'M8', name: 'M8', colour: null, state: 'current', href: '/bout-m8-60' },
      { id: 'M10', name: 'M10', colour: null, state: 'available', href: '/bout-m10-60' },
    ]);
    expect(groups[1]!.options.map((entry) => [entry.name, entry.state, entry.href])).toEqual([
      ['40 mm', 'available', '/bout-m8-40'],
      ['60 mm', 'current', '/bout-m8-60'],
    ]);
  });

  it('marks a value that no variant combines with the page’s other choices as unavailable, without a link', () => {
    const [, lengths] = variantSwitchOf(variants[2]!, variants);
    expect(lengths!.options.map((entry) => [entry.name, entry.state, entry.href])).toEqual([
      ['40 mm', 'unavailable', null],
      ['60 mm', 'current', '/bout-m10-60'],
    ]);
  });

  it('leads from the family’s parent, which has no values, to the first variant with each value', () => {
    const [sizes, lengths] = variantSwitchOf({ options: [] }, variants);
    expect(sizes!.chosen).toBeNull();
    expect(sizes!.options.map((entry) => [entry.state, entry.href])).toEqual([
      ['available', '/bout-m8-40'],
      ['available', '/bout-m10-60'],
    ]);
    expect(lengths!.options.map((entry) => entry.href)).toEqual(['/bout-m8-40', '/bout-m8-60']);
  });

  it('shows a swatch for colour groups only, and nothing for a single variant', () => {
    const coloured = [
      { id: 'r', href: '/rood', options: [option('colour', 'rood', 1, 1)] },
      { id: 'b', href: '/blauw', options: [option('colour', 'blauw', 2, 1)] },
    ];
    expect(variantSwitchOf(coloured[0]!, coloured)[0]!.options[0]!.colour).toBe('#cc0000');
    expect(variantSwitchOf(variants[0]!, variants.slice(0, 1))).toEqual([]);
  });
});
