import { afterEach, describe, expect, it } from 'vitest';
import { inRequestScope, storefrontLogger } from './storefront-log.server';

const { warn, error } = console;
afterEach(() => {
  console.warn = warn;
  console.error = error;
});

/** The log's lines, parsed, as a log collector reads them. */
function loggedLines() {
  const lines: Record<string, unknown>[] = [];
  storefrontLogger({ write: (line: string) => void lines.push(JSON.parse(line)) });
  return lines;
}

describe('the storefront’s log', () => {
  it('writes the warnings and errors of the app as JSON lines under the id of the request they happened in', async () => {
    const lines = loggedLines();
    await inRequestScope('4bf92f3577b34da6a3ce929d0e0e4736', async () => {
      await Promise.resolve();
      console.error('Store API error %d: %s', 502, 'Bad Gateway');
    });
    console.warn('outside any request');
    expect(lines).toEqual([
      expect.objectContaining({
        service: 'storefront',
        level: 'error',
        requestId: '4bf92f3577b34da6a3ce929d0e0e4736',
        msg: 'Store API error 502: Bad Gateway',
      }),
      expect.objectContaining({ level: 'warn', msg: 'outside any request' }),
    ]);
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('keeps an error’s stack in the line', () => {
    const lines = loggedLines();
    console.error(new Error('Render failed'));
    expect(lines[0]).toMatchObject({ level: 'error', err: { message: 'Render failed', type: 'Error' } });
    expect(lines[0]).toMatchObject({ err: { stack: expect.stringContaining('at ') } });
  });
});
