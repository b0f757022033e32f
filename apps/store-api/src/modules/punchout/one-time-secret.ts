import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';

/**
 * The secret of a cXML start page or an OCI one-time id: 32 random bytes, of which the shop keeps
 * only the SHA-256, good once for minutes.
 */
export const newOneTimeSecret = () => randomBytes(32).toString('base64url');
export const secretHashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const oneTimeSecretExpiry = () => sql`now() + make_interval(mins => 5)`;

/** A procurement system's session lasts this long without a transfer. */
export const punchoutSessionExpiry = () => sql`now() + make_interval(hours => 8)`;
