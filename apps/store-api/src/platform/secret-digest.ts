import { createHash } from 'node:crypto';

/**
 * How random secrets and tokens of 256 bits (or a few dozen for one-time codes) are kept at rest:
 * their SHA-256 in base64url. A slow password hash would add nothing to such entropy.
 */
export const secretDigest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
