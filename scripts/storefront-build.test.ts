import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontBuildState } from './storefront-build.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file of a repository made up for the test, dated `minutesAgo`. */
function file(path: string, minutesAgo: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  const when = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(full, when, when);
  for (let folder = dirname(full); folder.startsWith(root) && folder !== root; folder = dirname(folder)) {
    utimesSync(folder, new Date(0), new Date(0));
  }
}

describe('the storefront build a start serves', () => {
  it('is missing before the first build, fresh after it and stale once a source changes again', () => {
    root = mkdtempSync(join(tmpdir(), 'storefront-build-'));
    file('apps/storefront/app/root.tsx', 30);
    file('packages/domain/src/money.ts', 30);
    expect(storefrontBuildState(root)).toBe('missing');

    file('apps/storefront/build/server/index.js', 20);
    expect(storefrontBuildState(root)).toBe('fresh');

    file('packages/domain/src/money.ts', 10);
    expect(storefrontBuildState(root)).toBe('stale');
  });

  it("leaves the storefront's dependencies and dot files out", () => {
    root = mkdtempSync(join(tmpdir(), 'storefront-build-'));
    file('apps/storefront/app/root.tsx', 30);
    file('apps/storefront/build/server/index.js', 20);
    file('apps/storefront/app/node_modules/some-package/index.js', 1);
    file('apps/storefront/app/.cache/entry', 1);
    expect(storefrontBuildState(root)).toBe('fresh');
  });
});
