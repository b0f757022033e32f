import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const preamble = fileURLToPath(new URL('../../production-react.mjs', import.meta.url));
const server = fileURLToPath(new URL('../../server.mjs', import.meta.url));

/** What a server process that starts with the preamble, in this mode, then loads of React. */
function loadedUnder(mode: string | undefined) {
  const probe = `
    import ${JSON.stringify(preamble)};
    import { createRequire } from 'node:module';
    const require = createRequire(${JSON.stringify(preamble)});
    require('react-dom/server');
    const builds = Object.keys(require.cache).filter((file) => /\\/cjs\\/react/.test(file)).map((file) => file.split('/cjs/')[1]);
    console.log(JSON.stringify({ builds, mode: process.env.NODE_ENV ?? null }));`;
  const { NODE_ENV: _, ...environment } = process.env;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
    env: mode === undefined ? environment : { ...environment, NODE_ENV: mode },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { builds: string[]; mode: string | null };
}

describe('the storefront server’s React', () => {
  it('is React’s production build on a demo start too, and the start keeps its mode', () => {
    for (const mode of [undefined, 'development']) {
      const { builds, mode: kept } = loadedUnder(mode);
      expect(builds.length).toBeGreaterThanOrEqual(4);
      expect(
        builds.every((file) => file.includes('.production.')),
        builds.join(', '),
      ).toBe(true);
      expect(kept).toBe(mode ?? null);
    }
  });

  it('is loaded by the preamble before the server imports anything else', () => {
    const [firstImport] = readFileSync(server, 'utf8').match(/^import .*$/m) ?? [];
    expect(firstImport).toBe("import './production-react.mjs';");
  });
});
