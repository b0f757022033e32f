import { describe, expect, it } from 'vitest';
import { loginReturnPath, safeRedirectPath } from './redirect-path';

describe('redirect targets', () => {
  it('keep paths of this site with their query', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/en/search?query=bout&page=2')).toBe('/en/search?query=bout&page=2');
  });

  it('refuse other origins, also when a browser would read them as such', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /checkout',
      'checkout',
      null,
    ]) {
      expect(safeRedirectPath(target), String(target)).toBeNull();
    }
  });
});

describe('the way back after a login', () => {
  it('is the page the buyer came from, in its language', () => {
    expect(loginReturnPath('/fr/bevestiging/bouten?page=2')).toBe('/fr/bevestiging/bouten?page=2');
  });

  it('is never a login page, which would lead round in circles', () => {
    expect(loginReturnPath('/auth')).toBeNull();
    expect(loginReturnPath('/en/auth?redirectTo=%2Fcheckout')).toBeNull();
    expect(loginReturnPath('/auth/password-set?hash=x')).toBeNull();
    expect(loginReturnPath('/authors')).toBe('/authors');
  });
});
