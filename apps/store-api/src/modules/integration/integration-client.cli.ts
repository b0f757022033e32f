// npm run integration-client -- create "<name>" | revoke <id> | list
// Creates a client of the integration API (its secret is shown once), revokes one, or lists them:
// the same service as the back-office's integrations page.
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import {
  createIntegrationClient,
  integrationClients,
  revokeIntegrationClient,
} from './integration-clients.ts';

const [command, argument] = process.argv.slice(2);
const usage = 'Usage: npm run integration-client -- create "<name>" | revoke <id> | list';
if (!(command === 'list' || ((command === 'create' || command === 'revoke') && argument?.trim()))) {
  console.error(usage);
  process.exit(2);
}

const database = await openDatabase(readConfig());
await database.migrate();
try {
  if (command === 'create') {
    const { id, secret } = await createIntegrationClient(database.db, argument!.trim().slice(0, 100));
    console.log(`Client ${argument!.trim()} created. Keep the secret now: it is not shown again.`);
    console.log(`  client_id     ${id}`);
    console.log(`  client_secret ${secret}`);
  } else if (command === 'revoke') {
    const revoked = await revokeIntegrationClient(database.db, argument!.trim());
    console.log(revoked ? `Client ${argument} revoked.` : `No active client ${argument}.`);
    process.exitCode = revoked ? 0 : 1;
  } else {
    const clients = await integrationClients(database.db);
    if (clients.length === 0) console.log('No clients yet.');
    for (const client of clients) {
      const state = client.revokedAt ? `revoked ${client.revokedAt.toISOString()}` : 'active';
      const used = client.lastUsedAt ? `last used ${client.lastUsedAt.toISOString()}` : 'never used';
      console.log(
        `${client.id}  ${client.name}  created ${client.createdAt.toISOString()}  ${used}  ${state}`,
      );
    }
  }
} finally {
  await database.close();
}
