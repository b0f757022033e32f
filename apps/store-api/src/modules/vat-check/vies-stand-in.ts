/**
 * A stand-in for VIES with the real REST API's request and answer shapes, for the tests and a demo
 * start (a production start talks to the European Commission's service). What it answers for a number
 * comes from a table: valid (with a name and an address), invalid, member state unavailable, or slow.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { checkDigitsHold, normalizeVatNumber } from '@tradeshop/domain';

export type StandInBehaviour =
  | { kind: 'valid'; name: string; address: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  /** Answers valid, but only after `delayMs`. */
  | { kind: 'slow'; delayMs: number; name: string; address: string };

/** What the stand-in answers for a VAT number with its prefix. */
export type StandInRegister = (vatNumber: string) => StandInBehaviour;

/**
 * The demo's register: every number whose check digits hold is valid (under a made-up name), so that a
 * visitor may register with any well-formed number; a number of a member state the domain package has
 * no check-digit rule for is invalid, so that the refusal can be seen too.
 */
export const demoRegister: StandInRegister = (vatNumber) =>
  ['BE', 'NL', 'FR', 'DE', 'LU'].includes(vatNumber.slice(0, 2)) && checkDigitsHold(vatNumber)
    ? { kind: 'valid', name: `Company ${vatNumber}`, address: 'Address as registered' }
    : { kind: 'invalid' };

interface CheckRequest {
  countryCode?: unknown;
  vatNumber?: unknown;
  requesterMemberStateCode?: unknown;
  requesterNumber?: unknown;
}

/** The answer of `POST /check-vat-number`: the body and how long to wait before sending it. */
export function standInAnswer(
  register: StandInRegister,
  request: CheckRequest | null,
): { status: number; body: unknown; delayMs: number } {
  if (!request || typeof request.countryCode !== 'string' || typeof request.vatNumber !== 'string') {
    return {
      status: 400,
      body: {
        actionSucceed: false,
        errorWrappers: [{ error: 'INVALID_INPUT', message: 'countryCode and vatNumber are required' }],
      },
      delayMs: 0,
    };
  }
  const vatNumber = normalizeVatNumber(`${request.countryCode}${request.vatNumber}`);
  const behaviour = register(vatNumber);
  if (behaviour.kind === 'unavailable') {
    return {
      status: 200,
      body: {
        actionSucceed: false,
        errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state is not available' }],
      },
      delayMs: 0,
    };
  }
  const withRequester = typeof request.requesterNumber === 'string' && request.requesterNumber !== '';
  const valid = behaviour.kind !== 'invalid';
  return {
    status: 200,
    body: {
      countryCode: request.countryCode,
      vatNumber: request.vatNumber,
      requestDate: new Date().toISOString(),
      valid,
      requestIdentifier: withRequester ? `WAPIAAAA${randomUUID().slice(0, 8).toUpperCase()}` : '',
      name: valid ? behaviour.name : '---',
      address: valid ? behaviour.address : '---',
      userError: valid ? 'VALID' : 'INVALID',
    },
    delayMs: behaviour.kind === 'slow' ? behaviour.delayMs : 0,
  };
}

/** Serves the stand-in on 127.0.0.1 at `port` (0: any free port); answers its base URL. */
export async function startViesStandIn(
  register: StandInRegister,
  port = 0,
): Promise<{ baseUrl: string; server: Server; requests: CheckRequest[] }> {
  const requests: CheckRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      let request: CheckRequest | null = null;
      try {
        request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CheckRequest;
      } catch {
        request = null;
      }
      if (incoming.method !== 'POST' || !incoming.url?.endsWith('/check-vat-number')) {
        outgoing.writeHead(404).end();
        return;
      }
      if (request) requests.push(request);
      const answer = standInAnswer(register, request);
      const timer = setTimeout(() => {
        if (outgoing.destroyed) return;
        outgoing
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.body));
      }, answer.delayMs);
      outgoing.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { baseUrl: `http://127.0.0.1:${actualPort}/taxation_customs/vies/rest-api`, server, requests };
}
