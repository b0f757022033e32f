import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '@tradeshop/store-api/app';
import type { Database } from '@tradeshop/store-api/db';

/**
 * The Admin API of a seeded shop, with a demo staff member signed in: `get` asks a path of it (below
 * `/admin-api`) and fails on anything but 200, so that a benchmark never times an error.
 */
export async function signedInAdminApi(database: Database, dataDir: string, username: string) {
  const app = await buildApp({
    database,
    mediaDir: join(dataDir, 'media'),
    mail: { outboxDir: join(dataDir, 'outbox'), from: 'Trade Shop <shop@tradeshop.example>' },
    loginAsCustomerKey: randomBytes(32).toString('base64url'),
  });
  await app.ready();
  const signedIn = await app.inject({
    method: 'POST',
    url: '/admin-api/oauth/token',
    payload: { grant_type: 'password', client_id: 'administration', username, password: 'demo1234' },
  });
  const token = signedIn.json().access_token as string;
  return {
    app,
    get: async (path: string) => {
      const answer = await app.inject({
        url: `/admin-api${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
    },
  };
}
