import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const schemaExports: Record<string, unknown> = schema;

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));
const tablesFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.tables.ts'))
  .sort();

describe('the schema export', () => {
  it('finds the tables files of the modules', () => {
    expect(tablesFiles.length).toBeGreaterThan(0);
  });

  it.each(tablesFiles)('exports everything of %s', async (path) => {
    const tables: Record<string, unknown> = await import(`${modulesDir}${path}`);
    for (const [name, value] of Object.entries(tables)) {
      expect(schemaExports[name], `${name} of ${path}`).toBe(value);
    }
  });
});
