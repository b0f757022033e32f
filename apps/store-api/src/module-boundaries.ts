import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

/**
 * The walls between the Store API's modules (docs/architecture.md), checked on the import
 * statements of the source:
 * - the ground layer (`platform/`, and the database client in `db/`) imports no module;
 * - a module reaches another module only through that module's `index.ts`; the one exception is a
 *   table file naming another module's table file, for a foreign key;
 * - outside the modules, tables are reached through the complete schema export `db/schema.ts`;
 * - the modules' code imports do not go round in a circle.
 */

export interface SourceFile {
  /** Path below `src/`, with forward slashes. */
  path: string;
  /** The relative import specifiers of the file, as written. */
  imports: string[];
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
        files.push({
          path: relative(srcDir, path).split(sep).join('/'),
          imports: [...source.matchAll(importPattern)].map((match) => (match[1] ?? match[2])!),
        });
      }
    }
  };
  walk(srcDir);
  return files;
}

export const storeApiSources = () => readSources(dirname(new URL(import.meta.url).pathname));
