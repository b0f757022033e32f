import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const trace = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('the id of a request', () => {
  it.each([
    ['the trace of a W3C traceparent', `00-${trace}-00f067aa0ba902b7-01`, undefined, trace],
    ['the trace before an x-request-id', `00-${trace}-00f067aa0ba902b7-00`, 'a'.repeat(32), trace],
    ['an x-request-id of 32 hex digits, in small letters', undefined, trace.toUpperCase(), trace],
    ['a UUID as x-request-id, without its dashes', undefined, '4bf92f35-77b3-4da6-a3ce-929d0e0e4736', trace],
  ])('is %s', (_case, traceparent, requestId, expected) => {
    expect(requestIdOf(traceparent, requestId)).toBe(expected);
  });

  it.each([
    ['no header', undefined, undefined],
    ['a traceparent of another version', `01-${trace}-00f067aa0ba902b7-01`, undefined],
    ['a trace of zeros', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, undefined],
    ['an x-request-id of another form', undefined, 'abc; drop table'],
    ['a header given twice', [`00-${trace}-00f067aa0ba902b7-01`, 'x'], undefined],
  ])('is a new one for %s', (_case, traceparent, requestId) => {
    const id = requestIdOf(traceparent, requestId);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).not.toBe(trace);
  });
});
