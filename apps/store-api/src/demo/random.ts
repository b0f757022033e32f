/** A 32-bit FNV-1a hash: turns a name into a PRNG seed. */
export function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for demo data; its whole state is one 32-bit number. */
export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === 'string' ? seedOf(seed) : seed) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let index = indexes.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [indexes[index], indexes[other]] = [indexes[other]!, indexes[index]!];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((index) => items[index]!);
  }

  /** Log-uniform: as many articles between 1 and 10 EUR as between 10 and 100 EUR. */
  logBetween(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }
}
