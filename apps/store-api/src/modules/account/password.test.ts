import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are salted scrypt hashes that verify the password and nothing else', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('demo1234', first)).toBe(true);
    expect(await verifyPassword('demo12345', first)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
  });
});
