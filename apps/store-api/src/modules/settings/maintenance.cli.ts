// npm run maintenance -- on|off : shows or hides the maintenance screen of the shop, as the back-office's settings do.
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { setMaintenanceActive } from './settings.service.ts';

const mode = process.argv[2];
if (mode !== 'on' && mode !== 'off') {
  console.error('Usage: npm run maintenance -- on|off');
  process.exit(2);
}
const database = await openDatabase(readConfig());
await database.migrate();
await setMaintenanceActive(database.db, mode === 'on');
await database.close();
console.log(`Maintenance ${mode}: the storefront shows it within a second.`);
