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

  it('come back percent-encoded, so that any character fits a Location header', () => {
    expect(safeRedirectPath('/\u3000x')).toBe('/%E3%80%80x');
    expect(safeRedirectPath('/a\u2028b?q=\u00e9t\u00e9#\u2603')).toBe(
      '/a%E2%80%A8b?q=%C3%A9t%C3%A9#%E2%98%83',
    );
    expect(safeRedirectPath('/fr/recherche?query=%C3%A9crou')).toBe('/fr/recherche?query=%C3%A9crou');
    expect(() => new Headers({ location: safeRedirectPath('/\u3000\u2028') ?? '' })).not.toThrow();
  });

  it('drop a target too long for a Location header behind a proxy', () => {
    expect(safeRedirectPath(`/search?query=${'x'.repeat(1_980)}`)).not.toBeNull();
    expect(safeRedirectPath(`/search?query=${'x'.repeat(12_000)}`)).toBeNull();
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
