import { describe, expect, it } from 'vitest';
import { KeptPerCatalogVersion } from './kept-per-catalog-version.server';

/** A load that counts how often it was asked, answering its count. */
function counted(answer: { whole?: boolean; fails?: boolean } = {}) {
  let asked = 0;
  const load = async () => {
    asked++;
    if (answer.fails) throw new Error('Store API down');
    return { value: asked, whole: answer.whole ?? true };
  };
  return { load, asked: () => asked };
}

describe('what is kept per catalogue version', () => {
  it('is loaded once per language and version, and again for a new version', async () => {
    const kept = new KeptPerCatalogVersion<number>();
    const { load, asked } = counted();
    expect(await kept.of('fr-FR', '7', load)).toBe(1);
    expect(await kept.of('fr-FR', '7', load)).toBe(1);
    expect(await kept.of('nl-NL', '7', load)).toBe(2);
    expect(await kept.of('fr-FR', '8', load)).toBe(3);
    expect(asked()).toBe(3);
    expect(await kept.get('fr-FR', '8')).toBe(3);
    expect(kept.get('fr-FR', '7')).toBeNull();
  });

  it('is not kept when the Store API named no version, failed, or answered only in part', async () => {
    const kept = new KeptPerCatalogVersion<number>();
    const unversioned = counted();
    await kept.of('fr-FR', null, unversioned.load);
    await kept.of('fr-FR', null, unversioned.load);
    expect(unversioned.asked()).toBe(2);

    const failing = counted({ fails: true });
    await expect(kept.of('fr-FR', '7', failing.load)).rejects.toThrow('Store API down');
    await expect(kept.of('fr-FR', '7', failing.load)).rejects.toThrow('Store API down');
    expect(failing.asked()).toBe(2);

    const partial = counted({ whole: false });
    expect(await kept.of('nl-NL', '7', partial.load)).toBe(1);
    expect(await kept.of('nl-NL', '7', partial.load)).toBe(2);
  });
});
