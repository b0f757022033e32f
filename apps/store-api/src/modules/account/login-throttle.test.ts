import { describe, expect, it } from 'vitest';
import { addressKey } from '../../platform/client-address.ts';
import { loginDelayMs, throttleKeys } from './login-throttle.ts';

describe('login throttle', () => {
  it('counts an IPv6 client by its /64 network and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:bbbb:0:0:2')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('keys a login by the pair, the address and the username, usernames in lower case', () => {
    expect(throttleKeys('Demo.Lead', '192.0.2.1')).toEqual({
      pair: 'pair:demo.lead|192.0.2.1',
      address: 'address:192.0.2.1',
      username: 'username:demo.lead',
    });
  });

  it('lets a username wait from its tenth failure on, doubling up to five seconds', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 40].map(loginDelayMs)).toEqual([
      0, 0, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
  });
});
