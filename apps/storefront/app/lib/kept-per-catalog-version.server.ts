import type { LocaleCode } from '@tradeshop/domain';

interface Entry<Value> {
  /** The catalogue version it is kept for; null when the Store API named none (never found again). */
  version: string | null;
  value: Promise<Value>;
}

/**
 * What is the same for every shopper of a language until the catalogue, its navigation or content
 * change (each change raises the catalogue version, decision 0022), kept by this process for the
 * version it was asked in. A load that fails, or that says it is not whole, is asked again next time.
 */
export class KeptPerCatalogVersion<Value> {
  readonly #kept = new Map<LocaleCode, Entry<Value>>();

  /** What this process keeps of a language in that version, if it keeps it. */
  get(language: LocaleCode, version: string | null): Promise<Value> | null {
    const known = this.#kept.get(language);
    return known && version !== null && known.version === version ? known.value : null;
  }

  /** What is kept, or else what `load` answers, kept when it says it is whole. */
  of(
    language: LocaleCode,
    version: string | null,
    load: () => Promise<{ value: Value; whole: boolean }>,
  ): Promise<Value> {
    const known = this.get(language, version);
    if (known) return known;
    const entry: Entry<Value> = {
      version,
      value: load().then(({ value, whole }) => {
        if (!whole) this.#forget(language, entry);
        return value;
      }),
    };
    this.#kept.set(language, entry);
    entry.value.catch(() => this.#forget(language, entry));
    return entry.value;
  }

  #forget(language: LocaleCode, entry: Entry<Value>) {
    if (this.#kept.get(language) === entry) this.#kept.delete(language);
  }
}
