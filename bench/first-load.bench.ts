/**
 * What a main page's first-load JavaScript is made of: the storefront built as for production, with
 * source maps beside it, then for home, a listing or product page (the catch-all route) and search,
 * the gzipped bytes of the route manifest, of every module the page preloads and of its messages,
 * split by the package or folder each byte comes from (a file's gzipped size shared out in the
 * proportion of its minified bytes). The maps are deleted again afterwards, so that the build left
 * behind serves none. Figures only: nothing passes or fails.
 *
 *   npm run bench:first-load
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** Issue 42's goal for each main page, gzipped. */
const goalKb = 120;

const storefront = resolve(import.meta.dirname, '../apps/storefront');
const assets = resolve(storefront, 'build/client/assets');

/** The route modules of each main page in English, outermost first. */
const pages = {
  home: ['root', 'shop', 'home-en-GB'],
  'listing, product': ['root', 'shop', 'page-en-GB'],
  search: ['root', 'shop', 'search-en-GB'],
};

interface RouteEntry {
  module: string;
  imports?: string[];
}

/** Where a byte of the bundle comes from: an npm package, or a folder of the shop. */
function groupOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1]!;
  const own = /(app\/[^/]+|packages\/[^/]+)/.exec(source);
  return own ? own[1]! : 'bundler';
}

/** A built file's gzipped bytes, shared out over the groups its minified bytes come from. */
function gzippedByGroup(file: string): Map<string, number> {
  const code = readFileSync(resolve(assets, file), 'utf8');
  const gzipped = gzipSync(code).length;
  const rawByGroup = new Map<string, number>();
  const lines = code.split('\n');
  let previous: { line: number; column: number; group: string } | null = null;
  const close = (line: number, column: number) => {
    if (!previous) return;
    const length =
      line === previous.line ? column - previous.column : lines[previous.line - 1]!.length - previous.column;
    rawByGroup.set(previous.group, (rawByGroup.get(previous.group) ?? 0) + Math.max(0, length));
  };
  let map: SourceMapConsumer | null = null;
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(resolve(assets, `${file}.map`), 'utf8')));
  } catch {
    return new Map([[file.replace(/-[\w-]+\.js$/, ''), gzipped]]);
  }
  map.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      group: mapping.source ? groupOf(mapping.source) : 'bundler',
    };
  });
  close(lines.length + 1, 0);
  const raw = [...rawByGroup.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
  return new Map([...rawByGroup].map(([group, bytes]) => [group, (gzipped * bytes) / raw]));
}

const built = spawnSync('npx', ['react-router', 'build', '--sourcemapClient', 'hidden'], {
  cwd: storefront,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) throw new Error('The storefront did not build');
try {
  const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))!;
  const manifestCode = readFileSync(resolve(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(
    manifestCode.slice(manifestCode.indexOf('{'), manifestCode.lastIndexOf('}') + 1),
  ) as {
    entry: RouteEntry;
    routes: Record<string, RouteEntry>;
  };
  const messages = JSON.parse(readFileSync(resolve(storefront, 'app/locales/en-GB.json'), 'utf8'));
  const messagesGzipped = gzipSync(JSON.stringify({ code: 'en-GB', messages })).length;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  console.log('first-load JavaScript of the main pages, gzipped KB, by where it comes from (English)');
  for (const [page, routeIds] of Object.entries(pages)) {
    const files = new Set<string>();
    for (const entry of [manifest.entry, ...routeIds.map((id) => manifest.routes[id]!)])
      for (const path of [entry.module, ...(entry.imports ?? [])]) files.add(path.replace('/assets/', ''));
    const byGroup = new Map<string, number>([
      ['route manifest', gzipSync(manifestCode).length],
      ['messages', messagesGzipped],
    ]);
    for (const file of files)
      for (const [group, bytes] of gzippedByGroup(file))
        byGroup.set(group, (byGroup.get(group) ?? 0) + bytes);
    const total = [...byGroup.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(
      `\n  ${page}: ${kb(total).trim()} KB in ${files.size + 2} files   goal ≤ ${goalKb} KB: ${total <= goalKb * 1024 ? 'reached' : 'not reached'}`,
    );
    for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1]))
      if (bytes >= 512) console.log(`    ${kb(bytes)}  ${group}`);
  }
} finally {
  for (const name of readdirSync(assets)) if (name.endsWith('.map')) rmSync(resolve(assets, name));
}
