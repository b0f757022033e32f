import { describe, expect, it } from 'vitest';
import {
  parseWebhookSignatureHeader,
  webhookSecretsInForce,
  webhookSignatureHeader,
} from './webhook-signature.ts';

const rotatedAt = new Date('2026-11-29T12:00:00Z');
const until = new Date('2026-11-30T12:00:00Z');

describe('the secrets a webhook delivery is signed with', () => {
  it.each([
    ['never rotated', null, null, rotatedAt, ['new']],
    ['during the overlap', 'old', until, rotatedAt, ['new', 'old']],
    ['a second before the overlap ends', 'old', until, new Date(until.getTime() - 1000), ['new', 'old']],
    ['once the overlap has ended', 'old', until, until, ['new']],
    ['a day after the overlap', 'old', until, new Date('2026-12-01T12:00:00Z'), ['new']],
    ['a previous secret without an end', 'old', null, rotatedAt, ['new']],
  ])('%s', (_case, previousSecret, previousSecretUntil, now, expected) => {
    expect(webhookSecretsInForce({ secret: 'new', previousSecret, previousSecretUntil }, now)).toEqual(
      expected,
    );
  });
});

describe('the signature header', () => {
  const newSignature = 'a'.repeat(64);
  const oldSignature = 'b'.repeat(64);

  it.each([
    ['one secret', [newSignature], `t=1764417600,v1=${newSignature}`],
    [
      'two secrets, the new one first',
      [newSignature, oldSignature],
      `t=1764417600,v1=${newSignature},v1=${oldSignature}`,
    ],
  ])('with %s', (_case, signatures, header) => {
    expect(webhookSignatureHeader(1764417600, signatures)).toBe(header);
    expect(parseWebhookSignatureHeader(header)).toEqual({ timestamp: 1764417600, signatures });
  });

  it.each([
    ['no time', `v1=${newSignature}`],
    ['no signature', 't=1764417600'],
    ['a signature that is no hex SHA-256', 't=1764417600,v1=xyz'],
    ['nothing', ''],
  ])('is refused with %s', (_case, header) => {
    expect(parseWebhookSignatureHeader(header)).toBeNull();
  });
});
