// npm run punchout -- oci <shop username> --oci-username <USERNAME> --allowed-host srm.example.com [--units sap] [--one-time-id]
// npm run punchout -- cxml <shop username> --domain NetworkID --identity AN01000000001 --allowed-host *.ariba.com
// npm run punchout -- remove <shop username> | list
// Makes a user a punch-out user of their company's procurement system. The OCI password or the cXML
// shared secret is generated and shown once, to be entered in the procurement system.
import { parseArgs } from 'node:util';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import {
  newPunchoutSecret,
  PunchoutAccountRefused,
  PunchoutSecretRequired,
  punchoutAccounts,
  removePunchoutAccount,
  setPunchoutAccount,
} from './punchout-account.service.ts';

const usage = `Usage:
  npm run punchout -- oci <username> --oci-username <name> --allowed-host <host> [--allowed-host …] [--one-time-id]
     --one-time-id: the entry takes only one-time ids, fetched with the password server to server
  npm run punchout -- cxml <username> --domain <domain> --identity <identity> --allowed-host <host> [--allowed-host …]
     both also: [--classification unspsc|etim|category|none] [--units iso|sap] [--no-prices]
  npm run punchout -- remove <username>
  npm run punchout -- list`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'oci-username': { type: 'string' },
    domain: { type: 'string' },
    identity: { type: 'string' },
    'allowed-host': { type: 'string', multiple: true, default: [] },
    classification: { type: 'string' },
    units: { type: 'string' },
    'no-prices': { type: 'boolean', default: false },
    'one-time-id': { type: 'boolean', default: false },
  },
});
const [command, username] = positionals;
if (!(command === 'list' || (['oci', 'cxml', 'remove'].includes(command ?? '') && username))) {
  console.error(usage);
  process.exit(2);
}

const database = await openDatabase(readConfig());
await database.migrate();
try {
  if (command === 'list') {
    const accounts = await punchoutAccounts(database.db);
    if (accounts.length === 0) console.log('No punch-out users yet.');
    for (const account of accounts) {
      const login =
        account.protocol === 'oci'
          ? `${account.ociUsername} (${account.ociLogin})`
          : `${account.cxmlDomain}/${account.cxmlIdentity}`;
      console.log(`${account.customerId}  ${account.protocol}  ${login}  ${account.allowedHosts.join(' ')}`);
    }
  } else if (command === 'remove') {
    const removed = await database.db.transaction((tx) => removePunchoutAccount(tx, username!));
    console.log(removed ? `${username} no longer buys by punch-out.` : `${username} is no punch-out user.`);
    process.exitCode = removed ? 0 : 1;
  } else {
    const secret = newPunchoutSecret();
    const common = {
      allowedHosts: values['allowed-host'] ?? [],
      ...(values.classification ? { classification: values.classification } : {}),
      ...(values.units ? { units: values.units } : {}),
      sendPrices: !values['no-prices'],
    };
    const input =
      command === 'oci'
        ? {
            protocol: 'oci',
            ociUsername: values['oci-username'],
            ociPassword: secret,
            ociLogin: values['one-time-id'] ? 'one-time-id' : 'password',
            ...common,
          }
        : {
            protocol: 'cxml',
            cxmlDomain: values.domain,
            cxmlIdentity: values.identity,
            cxmlSecret: secret,
            ...common,
          };
    // biome-ignore lint/suspicious/noExplicitAny: the service validates what the command line gave
    await database.db.transaction((tx) => setPunchoutAccount(tx, username!, input as any));
    console.log(`${username} buys by ${command === 'oci' ? 'OCI' : 'cXML'} punch-out now.`);
    console.log(
      `  ${command === 'oci' ? 'PASSWORD    ' : 'SharedSecret'} ${secret}   (shown once: enter it in the procurement system)`,
    );
  }
} catch (error) {
  if (error instanceof PunchoutAccountRefused || error instanceof PunchoutSecretRequired)
    console.error(error.message);
  else if (error instanceof Error && 'issues' in error)
    console.error(
      `${(error as { issues: { path: unknown[]; message: string }[] }).issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${usage}`,
    );
  else throw error;
  process.exitCode = 2;
} finally {
  await database.close();
}
