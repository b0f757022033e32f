const idPattern = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** Text values worth sending back besides ids: article, order and right codes. */
const harvestedTextKeys = new Set(['productNumber', 'orderNumber', 'code', 'number', 'identifier']);
/** Request fields whose values answers carry under another name. */
const aliases: Record<string, string[]> = {
  sku: ['productNumber'],
  referencedId: ['productId', 'product'],
  manufacturer: ['manufacturerId'],
  activeId: ['categoryId', 'navigationId'],
  rootId: ['categoryId', 'navigationId'],
  pickupLocation: ['code'],
};
/** How many values are kept per name or route: enough variety, bounded memory. */
const keptPerKey = 200;

/** Where a generated request looks for values that exist. */
export interface ValueSource {
  valuesFor(name: string): string[];
}

/**
 * Ids and codes seen in the shop's answers, so that generated requests name things that exist and
 * reach the code behind the lookups: by the field name they came under (an object's id under the
 * object's name) and by the route that answered them. The ids of the users the fuzz acts as are
 * never handed out: changing or deleting them would end the sessions it relies on.
 */
export class KnownValues {
  private readonly byName = new Map<string, Set<string>>();
  private readonly byRoute = new Map<string, Set<string>>();
  private readonly allIds = new Set<string>();

  private readonly protectedIds: ReadonlySet<string>;

  /** `protectedIds` in either form: answers write them as 32 hex characters. */
  constructor(protectedIds: Iterable<string>) {
    this.protectedIds = new Set([...protectedIds].map(dashed));
  }

  /** Remembers the ids and codes in an answer of the route with this path. */
  harvest(routePath: string, answer: unknown): void {
    const walk = (value: unknown, name: string) => {
      if (typeof value === 'string') {
        const isId = idPattern.test(value);
        // Answers write ids as 32 hex characters, requests take them with dashes.
        const text = isId ? dashed(value) : value;
        if (this.protectedIds.has(text)) return;
        if (isId) {
          this.allIds.add(text);
          remember(this.byRoute, routePath, text);
        }
        if (name && name !== 'id' && (isId || harvestedTextKeys.has(name))) remember(this.byName, name, text);
      } else if (Array.isArray(value)) {
        for (const item of value.slice(0, 50)) walk(item, name);
      } else if (value && typeof value === 'object') {
        const fields = value as Record<string, unknown>;
        if (name && typeof fields.id === 'string') walk(fields.id, name);
        for (const [key, item] of Object.entries(fields)) walk(item, key);
      }
    };
    walk(answer, '');
  }

  /**
   * The values for the fields of requests to paths starting with `pathPrefix`: those seen under the
   * field's name, its singular, the entity it names (`customerIds`: `customer`) or an alias, and the
   * ids that routes under the prefix answered; for an id field without any, every id seen.
   */
  near(pathPrefix: string): ValueSource {
    return {
      valuesFor: (name) => {
        const singular = name.replace(/s$/, '');
        const names = new Set([name, singular, singular.replace(/Id$/, ''), ...(aliases[singular] ?? [])]);
        const isIdField = /(^id|Id)s?$/.test(name);
        const values = [
          ...[...names].flatMap((key) => [...(this.byName.get(key) ?? [])]),
          ...(isIdField
            ? [...this.byRoute].filter(([path]) => path.startsWith(pathPrefix)).flatMap(([, ids]) => [...ids])
            : []),
        ];
        return values.length > 0 || !isIdField ? values : [...this.allIds];
      },
    };
  }
}

function dashed(id: string): string {
  const hex = id.replaceAll('-', '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function remember(map: Map<string, Set<string>>, key: string, value: string): void {
  const values = map.get(key) ?? new Set<string>();
  if (values.size < keptPerKey) values.add(value);
  map.set(key, values);
}
