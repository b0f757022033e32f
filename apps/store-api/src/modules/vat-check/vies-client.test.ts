import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VatNumberRegistry } from '../../platform/ports.ts';
import { createViesClient } from './vies-client.ts';
import { type StandInBehaviour, startViesStandIn } from './vies-stand-in.ts';

const register: Record<string, StandInBehaviour> = {
  NL004495445B01: {
    kind: 'valid',
    name: 'DEMO TECHNIEK NEDERLAND B.V.',
    address: 'WEENA 10\n3012CM ROTTERDAM',
  },
  DE136695976: { kind: 'unavailable' },
  LU26375245: { kind: 'slow', delayMs: 1_000, name: 'LENT SARL', address: '---' },
};

let standIn: Awaited<ReturnType<typeof startViesStandIn>>;
let client: VatNumberRegistry;

beforeAll(async () => {
  standIn = await startViesStandIn((vatNumber) => register[vatNumber] ?? { kind: 'invalid' });
  client = createViesClient({
    baseUrl: standIn.baseUrl,
    requesterVatNumber: 'BE 0123.456.749',
    timeoutMs: 300,
    attempts: 2,
    retryPauseMs: 10,
  });
});
afterAll(() => new Promise((closed) => standIn.server.close(closed)));

describe('the VIES client', () => {
  it('keeps the consultation number, name and address of a valid number, asked with the distributor as requester', async () => {
    const answer = await client.check('nl 0044.954.45 b01');
    expect(answer).toMatchObject({
      outcome: 'valid',
      traderName: 'DEMO TECHNIEK NEDERLAND B.V.',
      traderAddress: 'WEENA 10, 3012CM ROTTERDAM',
      errorCode: null,
    });
    expect(answer.requestIdentifier).toMatch(/^WAPI/);
    expect(standIn.requests.at(-1)).toEqual({
      countryCode: 'NL',
      vatNumber: '004495445B01',
      requesterMemberStateCode: 'BE',
      requesterNumber: '0123456749',
    });
  });

  it('says invalid of a number no member state knows', async () => {
    expect(await client.check('FR40303265045')).toMatchObject({ outcome: 'invalid', traderName: null });
  });

  it('asks again when the member state is unavailable, and then says unavailable with its code', async () => {
    const before = standIn.requests.length;
    expect(await client.check('DE136695976')).toMatchObject({
      outcome: 'unavailable',
      errorCode: 'MS_UNAVAILABLE',
    });
    expect(standIn.requests.length - before).toBe(2);
  });

  it('gives up on a slow answer after its timeout, as unavailable', async () => {
    expect(await client.check('LU26375245')).toMatchObject({ outcome: 'unavailable', errorCode: 'TIMEOUT' });
  });

  it('says unavailable when nothing answers at all', async () => {
    const nowhere = createViesClient({
      baseUrl: 'http://127.0.0.1:9/vies',
      requesterVatNumber: '',
      timeoutMs: 300,
      attempts: 1,
      retryPauseMs: 0,
    });
    expect(await nowhere.check('NL004495445B01')).toMatchObject({
      outcome: 'unavailable',
      errorCode: 'NETWORK',
    });
  });
});
