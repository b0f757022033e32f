import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/**
 * The walls between the Store API's modules (docs/architecture.md), checked on the import
 * statements of the source:
 * - the ground layer (`platform/`, and the database client in `db/`) imports no module;
 * - a module reaches another module only through that module's `index.ts`; the one exception is a
 *   table file naming another module's table file, for a foreign key;
 * - outside the modules, tables are reached through the complete schema export `db/schema.ts`;
 * - the modules' code imports do not go round in a circle;
 * - a serving process (`main.ts`) loads neither the demo seed nor a command-line tool.
 */

export interface SourceFile {
  /** Path below `src/`, with forward slashes. */
  path: string;
  /** The relative import specifiers of the file, as written. */
  imports: string[];
  /** The tables the file declares (`pgTable('name'`), for table files. */
  declares?: string[];
  /** The table names its SQL text reads or writes (after from, join, update, into, delete from). */
  sqlTables?: string[];
}

export interface Crossing {
  from: string;
  to: string;
  rule: string;
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;
const isTableFile = (path: string) => path.endsWith('.tables.ts');
const isGround = (path: string) =>
  path.startsWith('platform/') || (path.startsWith('db/') && !path.startsWith('db/schema'));

function resolve(from: string, specifier: string): string {
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/** Every import that crosses a wall, with the rule it breaks. */
export function findCrossings(files: readonly SourceFile[]): Crossing[] {
  const crossings: Crossing[] = [];
  for (const file of files) {
    const home = moduleOf(file.path);
    for (const specifier of file.imports) {
      const target = resolve(file.path, specifier);
      const owner = moduleOf(target);
      if (isGround(file.path) && (owner || target === 'db/schema.ts')) {
        crossings.push({ from: file.path, to: target, rule: 'the ground layer imports no module' });
        continue;
      }
      if (!owner || owner === home) continue;
      if (target === `modules/${owner}/index.ts`) continue;
      if (isTableFile(target) && (isTableFile(file.path) || file.path === 'db/schema.ts')) continue;
      crossings.push({
        from: file.path,
        to: target,
        rule: isTableFile(target)
          ? `tables of ${owner} are its own: use what modules/${owner}/index.ts exports`
          : `only modules/${owner}/index.ts is open to others`,
      });
    }
  }
  return crossings;
}

/** The module that declares each table. */
export function tableOwners(files: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    const owner = moduleOf(file.path);
    if (owner) for (const table of file.declares ?? []) owners.set(table, owner);
  }
  return owners;
}

/**
 * Every SQL text of a module's code that names another module's table. Tests are left out: they
 * arrange and read the database as a whole.
 */
export function findSqlCrossings(files: readonly SourceFile[]): Crossing[] {
  const owners = tableOwners(files);
  const crossings: Crossing[] = [];
  for (const file of files) {
    const home = moduleOf(file.path);
    if (!home || file.path.endsWith('.test.ts')) continue;
    for (const table of file.sqlTables ?? []) {
      const owner = owners.get(table);
      if (!owner || owner === home) continue;
      crossings.push({
        from: file.path,
        to: table,
        rule: `table ${table} is ${owner}'s: use what modules/${owner}/index.ts exports`,
      });
    }
  }
  return crossings;
}

/**
 * The groups of modules tied together by code imports and their tables' foreign keys together (each
 * reaches every other), largest first: modules that cannot be taken out or changed alone.
 */
export function findTiedModules(files: readonly SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const home = moduleOf(file.path);
    if (!home || file.path.endsWith('.test.ts')) continue;
    for (const specifier of file.imports) {
      const owner = moduleOf(resolve(file.path, specifier));
      if (owner && owner !== home) edges.set(home, (edges.get(home) ?? new Set()).add(owner));
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    for (const next of edges.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(module, Math.min(low.get(module)!, index.get(next)!));
    }
    if (low.get(module) === index.get(module)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== module);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const module of [...edges.keys()].sort()) if (!index.has(module)) visit(module);
  return groups.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** The circles among the modules' code imports (table files' foreign keys left out), each once. */
export function findModuleCycles(files: readonly SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const home = moduleOf(file.path);
    if (!home || isTableFile(file.path) || file.path.endsWith('.test.ts')) continue;
    for (const specifier of file.imports) {
      const owner = moduleOf(resolve(file.path, specifier));
      if (!owner || owner === home) continue;
      if (!edges.has(home)) edges.set(home, new Set());
      edges.get(home)!.add(owner);
    }
  }
  const cycles = new Map<string, string[]>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of edges.get(at) ?? []) {
      // Each circle is found once, from its alphabetically first module.
      if (next === start) cycles.set(path.join(' → '), path);
      else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const module of edges.keys()) walk(module, module, [module]);
  return [...cycles.values()];
}

/**
 * The files a process started from `entry` loads, following the relative imports (static and
 * dynamic) from file to file.
 */
export function reachableFrom(files: readonly SourceFile[], entry: string): Set<string> {
  const importsOf = new Map(files.map((file) => [file.path, file.imports]));
  const reached = new Set<string>();
  const visit = (path: string) => {
    if (reached.has(path) || !importsOf.has(path)) return;
    reached.add(path);
    for (const specifier of importsOf.get(path)!) visit(resolve(path, specifier));
  };
  visit(entry);
  return reached;
}

/** Files a serving process has no use for: the demo seed, the command-line tools, the tests' helpers. */
export const isServingDeadWeight = (path: string) =>
  path.startsWith('demo/') ||
  path.startsWith('test/') ||
  path.endsWith('.cli.ts') ||
  path.endsWith('.test.ts');

// Comments are left out first: prose says "from product" too.
const commentPattern = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/[^\n]*/g;
const tablePattern = /pgTable\(\s*'([a-z_0-9]+)'/g;
const sqlTablePattern = /\b(?:from|join|update|into)\s+([a-z_][a-z_0-9]*)\b/g;

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The TypeScript files below `srcDir` with their relative imports. */
export function readSources(srcDir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const source = readFileSync(path, 'utf8');
        const code = source.replace(commentPattern, '$1');
        files.push({
          path: relative(srcDir, path).split(sep).join('/'),
          imports: [...source.matchAll(importPattern)].map((match) => (match[1] ?? match[2])!),
          declares: [...code.matchAll(tablePattern)].map((match) => match[1]!),
          sqlTables: [...new Set([...code.matchAll(sqlTablePattern)].map((match) => match[1]!))],
        });
      }
    }
  };
  walk(srcDir);
  return files;
}

export const storeApiSources = () => readSources(dirname(new URL(import.meta.url).pathname));
