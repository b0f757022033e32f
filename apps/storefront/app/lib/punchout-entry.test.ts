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
        }),
      ),
    ).toEqual({
      username: 'SRM-Bouw',
      password: 'secret',
      hookUrl: 'https://srm.example/hook?a=1',
      returnTarget: '_top',
    });
  });

  it('is nothing without a username, password and HOOK_URL', () => {
    expect(ociEntryOf(new URLSearchParams({ USERNAME: 'x', HOOK_URL: 'https://srm.example' }))).toBeNull();
  });
});
