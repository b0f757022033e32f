import { describe, expect, it } from 'vitest';
import { ociEntryOf } from './punchout-entry';

describe('the OCI entry parameters', () => {
  it('reads USERNAME, PASSWORD and HOOK_URL whatever their case, and the return target', () => {
    expect(
      ociEntryOf(
        new URLSearchParams({
          username: 'SRM-Bouw',
          PassWord: 'secret',
          HOOK_URL: 'https://srm.example/hook?a=1',
          returntarget: '_top',
          http_content_charset: 'iso-8859-1',
        }),
      ),
    ).toEqual({
      credentials: { kind: 'password', username: 'SRM-Bouw', password: 'secret' },
      hookUrl: 'https://srm.example/hook?a=1',
      returnTarget: '_top',
      charset: 'iso-8859-1',
    });
  });

  it('takes a one-time id in place of the username and password', () => {
    expect(
      ociEntryOf(new URLSearchParams({ OTP: 'a'.repeat(43), HOOK_URL: 'https://srm.example/hook' })),
    ).toEqual({
      credentials: { kind: 'one-time-id', id: 'a'.repeat(43) },
      hookUrl: 'https://srm.example/hook',
      returnTarget: undefined,
      charset: undefined,
    });
  });

  it('is nothing without a username and password or one-time id, and a HOOK_URL', () => {
    expect(ociEntryOf(new URLSearchParams({ USERNAME: 'x', HOOK_URL: 'https://srm.example' }))).toBeNull();
    expect(ociEntryOf(new URLSearchParams({ OTP: 'a'.repeat(43) }))).toBeNull();
  });
});
