import { describe, expect, it } from 'vitest';
import { changedComparison, comparedIds, compareRows } from './compare';

const id = (n: number) => `${String(n).padStart(32, '0')}`;
const property = (groupId: string, name: string, position: number, value: string) => ({
  groupId,
  group: { position, translated: { name } },
  translated: { name: value },
});

describe('a visitor’s comparison', () => {
  it('keeps well-formed ids once each, at most four, from its cookie', () => {
    expect(comparedIds(`${id(1)},nonsense,${id(2)},${id(1)},${id(3)},${id(4)},${id(5)}`)).toEqual([
      id(1),
      id(2),
      id(3),
      id(4),
    ]);
    expect(comparedIds(null)).toEqual([]);
  });

  it('adds an article once, refuses a fifth, removes one and empties', () => {
    const three = [id(1), id(2), id(3)];
    expect(changedComparison(three, { intent: 'add', productId: id(4) })).toEqual({
      ids: [...three, id(4)],
      refused: null,
    });
    expect(changedComparison(three, { intent: 'add', productId: id(2) }).ids).toEqual(three);
    expect(changedComparison([...three, id(4)], { intent: 'add', productId: id(5) })).toEqual({
      ids: [...three, id(4)],
      refused: 'full',
    });
    expect(changedComparison(three, { intent: 'remove', productId: id(2) }).ids).toEqual([id(1), id(3)]);
    expect(changedComparison(three, { intent: 'clear' }).ids).toEqual([]);
  });

  it('puts every characteristic any article has in a row, in the groups’ order, marked where they differ', () => {
    const rows = compareRows([
      {
        properties: [
          property('ip', 'Beschermingsgraad (IP)', 2, 'IP20'),
          property('a', 'Nominale stroom', 1, '16 A'),
        ],
      },
      {
        properties: [
          property('ip', 'Beschermingsgraad (IP)', 2, 'IP44'),
          property('a', 'Nominale stroom', 1, '16 A'),
        ],
      },
      {
        properties: [
          property('a', 'Nominale stroom', 1, '16 A'),
          property('usb', 'Met USB-aansluiting', 3, 'Ja'),
        ],
      },
    ]);
    expect(rows).toEqual([
      { label: 'Nominale stroom', values: ['16 A', '16 A', '16 A'], differs: false },
      { label: 'Beschermingsgraad (IP)', values: ['IP20', 'IP44', '–'], differs: true },
      { label: 'Met USB-aansluiting', values: ['–', '–', 'Ja'], differs: true },
    ]);
  });
});
