import { describe, expect, it } from 'vitest';
import {
  findCrossings,
  findModuleCycles,
  findSqlCrossings,
  findTiedModules,
  isServingDeadWeight,
  reachableFrom,
  type SourceFile,
  storeApiSources,
} from './module-boundaries.ts';

const sources = storeApiSources();

describe('module boundaries', () => {
  it('lets no file of the Store API reach into another module but through its index', () => {
    expect(findCrossings(sources)).toEqual([]);
  });

  it('has no circle among the modules', () => {
    expect(findModuleCycles(sources).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it("runs no SQL on another module's tables", () => {
    expect(findSqlCrossings(sources)).toEqual([]);
  });

  it('ties together, through code and foreign keys, only the modules whose ties are recorded', () => {
    // Why each tie stays: docs/decisions/0046 and 0048.
    expect(findTiedModules(sources)).toEqual([
      ['budget', 'cart', 'cost-center', 'erp', 'order'],
      ['account', 'vat-check'],
    ]);
  });

  it('serves without loading the demo seed, a command-line tool or a test helper', () => {
    const served = reachableFrom(sources, 'main.ts');
    expect(served).toContain('modules/checkout/checkout.service.ts');
    expect([...served].filter(isServingDeadWeight)).toEqual([]);
    expect([...reachableFrom(sources, 'prepare.ts')].filter(isServingDeadWeight)).toContain(
      'demo/seed-demo.ts',
    );
  });

  it('reads every module and the ground layer', () => {
    const paths = sources.map((file) => file.path);
    expect(paths).toContain('platform/context.ts');
    expect(paths).toContain('modules/checkout/checkout.service.ts');
    expect(sources.find((file) => file.path === 'app.ts')?.imports).toContain('./modules/checkout/index.ts');
  });

  it("refuses a service that reads another module's table, and says what to use instead", () => {
    const files: SourceFile[] = [
      {
        path: 'modules/wishlist/wishlist.service.ts',
        imports: ['../cart/cart.tables.ts', '../catalog/index.ts'],
      },
    ];
    expect(findCrossings(files)).toEqual([
      {
        from: 'modules/wishlist/wishlist.service.ts',
        to: 'modules/cart/cart.tables.ts',
        rule: 'tables of cart are its own: use what modules/cart/index.ts exports',
      },
    ]);
  });

  it("refuses SQL text that reads or writes another module's table, and names its owner", () => {
    const files: SourceFile[] = [
      { path: 'modules/cart/cart.tables.ts', imports: [], declares: ['cart', 'cart_line'] },
      { path: 'modules/catalog/catalog.tables.ts', imports: [], declares: ['product'] },
      { path: 'modules/cart/cart.service.ts', imports: [], sqlTables: ['cart_line', 'product'] },
      { path: 'modules/cart/cart.test.ts', imports: [], sqlTables: ['product'] },
      { path: 'demo/seed-demo.ts', imports: [], sqlTables: ['product', 'cart'] },
    ];
    expect(findSqlCrossings(files)).toEqual([
      {
        from: 'modules/cart/cart.service.ts',
        to: 'product',
        rule: "table product is catalog's: use what modules/catalog/index.ts exports",
      },
    ]);
  });

  it('ties modules that reach each other through a foreign key one way and code the other', () => {
    const files: SourceFile[] = [
      { path: 'modules/order/order.tables.ts', imports: ['../erp/erp.tables.ts'] },
      { path: 'modules/erp/erp-import.ts', imports: ['../order/index.ts'] },
      { path: 'modules/cart/cart.service.ts', imports: ['../order/index.ts'] },
    ];
    expect(findTiedModules(files)).toEqual([['erp', 'order']]);
  });

  it("refuses another module's internal file, and a ground layer that imports a module", () => {
    const files: SourceFile[] = [
      { path: 'modules/wishlist/wishlist.routes.ts', imports: ['../cart/cart.service.ts'] },
      { path: 'platform/access.ts', imports: ['../modules/account/index.ts', './problem.ts'] },
      { path: 'db/index.ts', imports: ['./schema.ts'] },
    ];
    expect(findCrossings(files).map((crossing) => crossing.rule)).toEqual([
      'only modules/cart/index.ts is open to others',
      'the ground layer imports no module',
      'the ground layer imports no module',
    ]);
  });

  it('allows foreign keys between table files and the complete schema export', () => {
    const files: SourceFile[] = [
      { path: 'modules/wishlist/wishlist.tables.ts', imports: ['../account/account.tables.ts'] },
      { path: 'db/schema.ts', imports: ['../modules/wishlist/wishlist.tables.ts'] },
      { path: 'demo/seed-demo.ts', imports: ['../db/schema.ts', '../modules/search/index.ts'] },
    ];
    expect(findCrossings(files)).toEqual([]);
  });

  it('finds a circle of modules through their indexes, once', () => {
    const files: SourceFile[] = [
      { path: 'modules/a/a.service.ts', imports: ['../b/index.ts'] },
      { path: 'modules/b/b.service.ts', imports: ['../c/index.ts'] },
      { path: 'modules/c/c.service.ts', imports: ['../a/index.ts'] },
      { path: 'modules/c/c.tables.ts', imports: ['../b/b.tables.ts'] },
    ];
    expect(findModuleCycles(files)).toEqual([['a', 'b', 'c']]);
  });
});
