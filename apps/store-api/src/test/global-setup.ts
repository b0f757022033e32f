import type { TestProject } from 'vitest/node';
// Before the seed hashes the demo users' password, so that the tests log in at the suite's cost.
import './password-cost.ts';
import { removeSeededShops, seedTestShops, type TestEngine } from './seeded-shops.ts';

/**
 * Vitest global setup of the Store API projects: seeds the shops once per run, on the project's
 * engine (its TEST_DATABASE); each test file's startTestShop starts from a copy.
 */
export default async function seedShopsForTheRun(project: TestProject) {
  const engine = project.config.env.TEST_DATABASE as TestEngine;
  const shops = await seedTestShops(engine);
  project.provide('seededShops', shops);
  return () => removeSeededShops(shops);
}
