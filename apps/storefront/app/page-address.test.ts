import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const modules = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
);

describe("the page's address", () => {
  it('is read from the url argument of loaders, actions and middleware, never from the raw request', () => {
    // A data request's address is `/page.data?_routes=…`: only the document render sees the page's own.
    const readers = modules.filter(
      (path) =>
        path !== 'entry.server.tsx' && readFileSync(`${appDir}${path}`, 'utf8').includes('request.url'),
    );
    expect(modules.length).toBeGreaterThan(50);
    expect(readers).toEqual([]);
  });
});
