import { describe, expect, it } from 'vitest';
import { isDirectLocalRequest } from './local-request';

const local = { host: '127.0.0.1:3000' };

describe('requests from the machine itself', () => {
  it('counts a loopback peer naming this machine, without forwarding headers, as direct and local', () => {
    expect(isDirectLocalRequest('127.0.0.1', new Headers(local))).toBe(true);
    expect(isDirectLocalRequest('::1', new Headers({ host: 'localhost:3000', 'user-agent': 'curl' }))).toBe(
      true,
    );
  });

  it('refuses a request that a proxy on the machine passed on, whichever header says so', () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'X-Forwarded-Host']) {
      expect(
        isDirectLocalRequest('127.0.0.1', new Headers({ ...local, [header]: '127.0.0.1' })),
        header,
      ).toBe(false);
    }
  });

  it('refuses a request for the site’s own name, which only a proxy in front sends from loopback', () => {
    expect(isDirectLocalRequest('127.0.0.1', new Headers({ host: 'shop.example' }))).toBe(false);
    expect(isDirectLocalRequest('127.0.0.1', new Headers())).toBe(false);
  });

  it('refuses another peer, and a request whose peer nobody handed over', () => {
    expect(isDirectLocalRequest('203.0.113.9', new Headers(local))).toBe(false);
    expect(isDirectLocalRequest(null, new Headers(local))).toBe(false);
  });
});
