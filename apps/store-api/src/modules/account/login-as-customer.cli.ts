// npm run login-as-customer -- --username <username> --staff "<your name>" --reason "<why>" [--minutes 15]
// Prints a link that opens the customer's session once, within the given minutes.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readConfig } from '../../db/config.ts';
import { signingKey, signToken } from './signed-token.ts';

const maxMinutes = 60;

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    staff: { type: 'string' },
    reason: { type: 'string' },
    minutes: { type: 'string', default: '15' },
  },
});
const minutes = Number(values.minutes);
if (!values.username || !values.staff || !values.reason || !(minutes > 0 && minutes <= maxMinutes)) {
  console.error(
    `Usage: npm run login-as-customer -- --username <username> --staff "<your name>" --reason "<why>" [--minutes 1-${maxMinutes}]`,
  );
  process.exit(2);
}

const config = readConfig();
const token = signToken(signingKey(config.loginAsCustomerSecret, config.signingKeyFile), {
  id: randomUUID(),
  username: values.username,
  staff: values.staff,
  reason: values.reason,
  expiresAt: Math.floor(Date.now() / 1000) + minutes * 60,
});
const storefrontUrl = (process.env.STOREFRONT_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
  /\/+$/,
  '',
);
console.log(`Opens the session of ${values.username} once, within ${minutes} minutes:`);
console.log(`${storefrontUrl}/loginascustomer?token=${token}`);
