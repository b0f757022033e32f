// npm run maintenance -- on|off : shows or hides the maintenance screen of the shop.
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { setMaintenance } from './sales-channel.service.ts';

const mode = process.argv[2];
if (mode !== 'on' && mode !== 'off') {
  console.error('Usage: npm run maintenance -- on|off');
  process.exit(2);
}
const database = await openDatabase(readConfig());
await database.migrate();
const count = await setMaintenance(database.db, mode === 'on');
await database.close();
console.log(`Maintenance ${mode} for ${count} sales channel(s).`);
