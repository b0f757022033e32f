import { readConfig } from './config.ts';
import { openDatabase } from './index.ts';

// npm run migrate: brings the database of DATABASE_URL (or the embedded PGlite in DATA_DIR) to the
// newest schema, as every start does, without seeding or serving anything.
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(
    `Migrated ${database.engine === 'postgres' ? 'the PostgreSQL database' : `PGlite in ${config.dataDir}`}`,
  );
} finally {
  await database.close();
}
