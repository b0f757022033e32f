import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.DATABASE_URL;
/** Seeds the Store API's test shops once per run, on the project's TEST_DATABASE. */
const storeApiSeed = 'apps/store-api/src/test/global-setup.ts';
/** Hashes the suite's passwords at a low cost (the tests of the production cost raise it back). */
const storeApiPasswordCost = 'apps/store-api/src/test/password-cost.ts';
// The Store API's test files share their worker's modules (`isolate: false`): each builds its own app
// on its own copy of the shop and no test mocks a module, so importing the whole API once a worker
// instead of once a file saves a minute per database. So do the storefront's (its files import React and
// the app once a worker: 16 core-seconds instead of 80); none mocks a module, and a test that stubs a
// global restores it.
// The timeouts only catch a test that hangs: `npm test` runs this suite at the lowest priority beside
// the end-to-end tests (scripts/test-suites.mjs), where a worker may wait seconds for a core.
const timeouts = { testTimeout: 120_000, hookTimeout: 300_000 };

export default defineConfig({
  test: {
    // Each Store API test file runs on its own copy of the shop, so files may run side by side. A
    // worker more than there are cores: while one waits for PostgreSQL or a copy of the shop, the others
    // keep the cores busy (on two cores the whole run took 537 s with three workers, 634 s with two).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'scripts/*.test.ts'], ...timeouts } },
      {
        test: {
          name: 'storefront',
          include: ['apps/storefront/app/**/*.test.{ts,tsx}'],
          isolate: false,
          ...timeouts,
        },
      },
      {
        test: {
          name: 'store-api:pglite',
          include: ['apps/store-api/src/**/*.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
          isolate: false,
          globalSetup: [storeApiSeed],
          setupFiles: [storeApiPasswordCost],
          ...timeouts,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'store-api:postgres',
                include: ['apps/store-api/src/**/*.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
                isolate: false,
                globalSetup: [storeApiSeed],
                setupFiles: [storeApiPasswordCost],
                ...timeouts,
              },
            },
          ]
        : []),
    ],
  },
});
