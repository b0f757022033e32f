import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './local-request.ts';

describe('the machine itself', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.2', true],
    ['10.0.0.1', false],
    ['192.168.1.127', false],
    ['::ffff:10.0.0.1', false],
    ['::2', false],
    ['1127.0.0.1', false],
    ['', false],
    [null, false],
  ])('counts %j as a loopback address: %j', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST:3000', true],
    ['127.0.0.1:4000', true],
    ['[::1]:4000', true],
    ['shop.example', false],
    ['localhost.evil.example', false],
    ['127.0.0.1.nip.io', false],
    ['[::2]', false],
    [undefined, false],
  ])('counts the Host %j as this machine: %j', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
