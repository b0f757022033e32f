import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  frameAncestorsOf,
  securityHeaders,
  videoEmbedOrigins,
} from './security-headers';

const plain = { tagManager: false, chatOrigin: null, frameAncestors: [] };

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

describe('content security policy', () => {
  it('allows the shop’s own origin only (and the video embeds in frames), inline scripts with the request’s nonce', () => {
    expect(contentSecurityPolicy(plain, 'abc123')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self'; font-src 'self'; connect-src 'self'; " +
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('leaves form-action to the punch-out transfer page, which names the procurement system’s origin', () => {
    const policy = directives(contentSecurityPolicy(plain, 'n', { formAction: false }));
    expect(policy['form-action']).toBeUndefined();
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('without a nonce (static files) allows no inline script at all', () => {
    const policy = directives(contentSecurityPolicy(plain, null));
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('adds the tag manager’s host for its script, images and beacons', () => {
    const policy = directives(contentSecurityPolicy({ ...plain, tagManager: true }, 'n'));
    const tagManager = 'https://www.googletagmanager.com';
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n'", tagManager]);
    expect(policy['img-src']).toEqual(["'self'", tagManager]);
    expect(policy['connect-src']).toEqual(["'self'", tagManager]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['frame-src']).toEqual(["'self'", ...videoEmbedOrigins]);
  });

  it('adds the chat provider’s origin wherever its widget may reach', () => {
    const chat = 'https://chat.example';
    const policy = directives(contentSecurityPolicy({ ...plain, chatOrigin: chat }, 'n'));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) {
      expect(policy[name], name).toContain(chat);
    }
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });
});

describe('security headers', () => {
  it('forbid framing by other sites, sniffing and full referrers; no HSTS over http', () => {
    const headers = securityHeaders(plain, { nonce: 'n', https: false });
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(plain, 'n'),
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('ask browsers for https only for a year once the request came over https', () => {
    expect(securityHeaders(plain, { nonce: 'n', https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('let the configured procurement systems frame the shop, without X-Frame-Options then', () => {
    const settings = { ...plain, frameAncestors: ['https://procurement.example', 'https://*.ariba.example'] };
    const headers = securityHeaders(settings, { nonce: 'n', https: true });
    expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual([
      "'self'",
      'https://procurement.example',
      'https://*.ariba.example',
    ]);
    expect(headers).not.toHaveProperty('X-Frame-Options');
  });
});

describe('FRAME_ANCESTORS', () => {
  it('reads origins separated by spaces, with or without a trailing slash', () => {
    expect(frameAncestorsOf(undefined)).toEqual([]);
    expect(frameAncestorsOf('  ')).toEqual([]);
    expect(frameAncestorsOf(' https://a.example  http://b.example:8080/\nhttps://*.c.example ')).toEqual([
      'https://a.example',
      'http://b.example:8080',
      'https://*.c.example',
    ]);
  });

  it('stops at a value that is no origin, so that nothing can be slipped into the policy', () => {
    for (const value of [
      'procurement.example',
      "'unsafe-inline'",
      'https://a.example; script-src *',
      'https://a.example/path',
      'javascript:alert(1)',
      '*',
    ]) {
      expect(() => frameAncestorsOf(value), value).toThrow(/FRAME_ANCESTORS/);
    }
  });
});
