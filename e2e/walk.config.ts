import { defineConfig } from '@playwright/test';
import endToEnd from './playwright.config';

/**
 * `npm run screenshots:walk`: the buyer's walk (screenshot-walk.ts) on the end-to-end test shop, kept
 * out of `npm test`: it asserts nothing beyond what the tests do, it renders pictures for a reader.
 */
export default defineConfig({
  ...endToEnd,
  testMatch: 'screenshot-walk.ts',
  outputDir: '../.tmp/walk-results',
  reporter: 'list',
  timeout: 600_000,
});
