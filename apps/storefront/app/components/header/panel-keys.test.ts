import { describe, expect, it } from 'vitest';
import { linkForKey } from './panel-keys';

/**
 * A panel as the shop lays it out: the 'show all' link on top, then three columns of unequal length.
 *   0
 *   1     4     7
 *   2     5
 *   3     6
 */
const places = [
  { left: 0, top: 0 },
  { left: 0, top: 40 },
  { left: 0, top: 60 },
  { left: 0, top: 80 },
  { left: 300, top: 40 },
  { left: 300, top: 60 },
  { left: 300, top: 80 },
  { left: 600, top: 40 },
];

describe('keys of the expanded navigation', () => {
  it('walks the links down and up in reading order, round at both ends', () => {
    expect(linkForKey(places, 0, 'ArrowDown')).toBe(1);
    expect(linkForKey(places, 3, 'ArrowDown')).toBe(4);
    expect(linkForKey(places, 7, 'ArrowDown')).toBe(0);
    expect(linkForKey(places, 4, 'ArrowUp')).toBe(3);
    expect(linkForKey(places, 0, 'ArrowUp')).toBe(7);
  });

  it('jumps to the first and last link with Home and End', () => {
    expect(linkForKey(places, 5, 'Home')).toBe(0);
    expect(linkForKey(places, 2, 'End')).toBe(7);
  });

  it('moves sideways to the link of the next column at the nearest height', () => {
    expect(linkForKey(places, 2, 'ArrowRight')).toBe(5);
    expect(linkForKey(places, 0, 'ArrowRight')).toBe(4);
    expect(linkForKey(places, 6, 'ArrowRight')).toBe(7);
    expect(linkForKey(places, 7, 'ArrowLeft')).toBe(4);
    expect(linkForKey(places, 6, 'ArrowLeft')).toBe(3);
  });

  it('reads places whose sides are getters, as the browser’s rectangles have them', () => {
    class Rect {
      readonly #place: { left: number; top: number };
      constructor(place: { left: number; top: number }) {
        this.#place = place;
      }
      get left() {
        return this.#place.left;
      }
      get top() {
        return this.#place.top;
      }
    }
    const rectangles = places.map((place) => new Rect(place));
    expect(linkForKey(rectangles, 2, 'ArrowRight')).toBe(5);
  });

  it('goes nowhere sideways past the outer columns', () => {
    expect(linkForKey(places, 7, 'ArrowRight')).toBeNull();
    expect(linkForKey(places, 1, 'ArrowLeft')).toBeNull();
  });
});
