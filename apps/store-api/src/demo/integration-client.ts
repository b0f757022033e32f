import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/index.ts';
import {
  clientTakesSecret,
  createIntegrationClient,
  revokeIntegrationClient,
} from '../modules/integration/index.ts';

/**
 * The demo shop's integration client, with a secret the README gives, so that anyone trying the
 * demo can send the imports with curl at once. A production start refuses it, as it refuses the
 * demo users.
 */
export const demoIntegrationClient = { id: 'demo-erp', secret: 'demo-erp-secret' } as const;

/** Adds the demo's integration client to a shop that does not have it; false when it has. */
export async function insertDemoIntegrationClient(tx: Tx): Promise<boolean> {
  const [existing] = await queryRows<{ id: string }>(
    tx,
    sql`select id from integration_client where id = ${demoIntegrationClient.id}`,
  );
  if (existing) return false;
  await createIntegrationClient(tx, 'Demo ERP', demoIntegrationClient);
  return true;
}

/** The demo client as a production start names it when it still takes the known secret. */
export async function demoClientWithKnownSecret(db: Db): Promise<string[]> {
  return (await clientTakesSecret(db, demoIntegrationClient.id, demoIntegrationClient.secret))
    ? [`the integration client ${demoIntegrationClient.id}`]
    : [];
}

/** Ends the demo's integration client (for a production start on a copy of the demo shop). */
export const revokeDemoIntegrationClient = (db: Db) => revokeIntegrationClient(db, demoIntegrationClient.id);

/** The demo client as printed at start. */
export const demoIntegrationLogin = () =>
  `${demoIntegrationClient.id.padEnd(14)} integration API client, secret ${demoIntegrationClient.secret}`;
