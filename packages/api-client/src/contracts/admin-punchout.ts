import { z } from 'zod';
import { id } from './common.ts';
import { punchoutHost } from './punchout.ts';

const allowedHosts = z.array(punchoutHost).min(1).max(20);

/** A punch-out connection in the back-office: whose it is, how the procurement system logs in, never a secret. */
export const adminPunchoutConnection = z.object({
  customerId: id,
  company: z.object({ id, number: z.string(), name: z.string() }),
  user: z.object({ username: z.string(), name: z.string(), email: z.string() }),
  protocol: z.enum(['oci', 'cxml']),
  /** OCI: the USERNAME the procurement system sends. */
  ociUsername: z.string().nullable(),
  ociLogin: z.enum(['password', 'one-time-id']),
  /** cXML: the sender's Credential. */
  cxmlDomain: z.string().nullable(),
  cxmlIdentity: z.string().nullable(),
  allowedHosts: z.array(z.string()),
  /** Where the procurement system opens the shop: the OCI catalogue URL or the cXML setup URL. */
  entryUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the procurement system last opened a session for the user; null: never. */
  lastUsedAt: z.string().nullable(),
});
export type AdminPunchoutConnection = z.infer<typeof adminPunchoutConnection>;

/** GET /admin-api/punchout/connection: every company's punch-out connections. */
export const adminPunchoutConnectionsResponse = z.object({ data: z.array(adminPunchoutConnection) });

/** GET /admin-api/punchout/connection/{id}: one connection. */
export const adminPunchoutConnectionResponse = z.object({ data: adminPunchoutConnection });

/**
 * POST /admin-api/punchout/connection: connects a shop user (by username) to their company's
 * procurement system. The shop makes the OCI password or cXML shared secret.
 */
export const adminPunchoutConnectionRequest = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oci'),
    username: z.string().trim().min(1).max(100),
    ociUsername: z.string().trim().toLowerCase().min(3).max(60),
    ociLogin: z.enum(['password', 'one-time-id']).default('password'),
    allowedHosts,
  }),
  z.object({
    protocol: z.literal('cxml'),
    username: z.string().trim().min(1).max(100),
    cxmlDomain: z.string().trim().min(1).max(60),
    cxmlIdentity: z.string().trim().min(1).max(100),
    allowedHosts,
  }),
]);
export type AdminPunchoutConnectionRequest = z.input<typeof adminPunchoutConnectionRequest>;

/** PUT /admin-api/punchout/connection/{id}/allowed-hosts: the hosts the cart may go back to. */
export const adminPunchoutHostsRequest = z.object({ allowedHosts });
export type AdminPunchoutHostsRequest = z.input<typeof adminPunchoutHostsRequest>;

/** A new connection or a new secret: the OCI password or cXML shared secret, shown this once. */
export const adminPunchoutSecretResponse = z.object({
  data: z.object({ connection: adminPunchoutConnection, secret: z.string() }),
});
export type AdminPunchoutSecret = z.infer<typeof adminPunchoutSecretResponse>['data'];

/** POST /admin-api/punchout/connection/{id}/test-setup: the secret as staff typed it, and where the cart would go back. */
export const adminPunchoutTestRequest = z.object({
  sharedSecret: z.string().min(1).max(200),
  browserFormPostUrl: z.url({ protocol: /^https?$/ }).max(2000),
});
export type AdminPunchoutTestRequest = z.input<typeof adminPunchoutTestRequest>;

/** What the shop's cXML endpoint answered the test's PunchOutSetupRequest, and the request (its secret masked). */
export const adminPunchoutTestResponse = z.object({
  data: z.object({
    status: z.number().int(),
    statusText: z.string(),
    startPageUrl: z.string().nullable(),
    requestXml: z.string(),
    responseXml: z.string(),
  }),
});
export type AdminPunchoutTest = z.infer<typeof adminPunchoutTestResponse>['data'];
