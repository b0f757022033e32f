import { describe, expect, it } from 'vitest';
import { isDirectLocalRequest, isLoopback } from './local-request';

describe('requests from the machine itself', () => {
  it('knows loopback addresses in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '192.168.1.127', '::ffff:10.0.0.1', '::2', '1127.0.0.1', '', null]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });

  it('counts a loopback peer without forwarding headers as direct and local', () => {
    expect(isDirectLocalRequest('127.0.0.1', new Headers())).toBe(true);
    expect(isDirectLocalRequest('::1', new Headers({ 'user-agent': 'curl' }))).toBe(true);
  });

  it('refuses a request that a proxy on the machine passed on, whichever header says so', () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      expect(isDirectLocalRequest('127.0.0.1', new Headers({ [header]: '127.0.0.1' })), header).toBe(false);
    }
  });

  it('refuses another peer, and a request whose peer nobody handed over', () => {
    expect(isDirectLocalRequest('203.0.113.9', new Headers())).toBe(false);
    expect(isDirectLocalRequest(null, new Headers())).toBe(false);
  });
});
