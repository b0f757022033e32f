import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescedStream } from './coalesced-stream.server';

function collected(stream: CoalescedStream) {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe('a coalesced stream', () => {
  it('passes on the chunks of one burst of writes as one', async () => {
    const stream = new CoalescedStream();
    const chunks = collected(stream);
    for (const part of ['<html>', '<body>', 'page']) stream.write(part);
    await nextMacrotask();
    expect(chunks).toEqual(['<html><body>page']);
  });

  it('passes on what comes after a pause as soon as the writer pauses again, so a page still streams', async () => {
    const stream = new CoalescedStream();
    const chunks = collected(stream);
    stream.write('shell');
    await nextMacrotask();
    stream.write('late ');
    stream.write('part');
    await nextMacrotask();
    expect(chunks).toEqual(['shell', 'late part']);
  });

  it('passes on what it holds when the writer ends, and then says so', async () => {
    let ended = false;
    const stream = new CoalescedStream(() => {
      ended = true;
    });
    const chunks = collected(stream);
    stream.write('a');
    stream.end('b');
    await new Promise((done) => stream.on('end', done));
    expect(chunks).toEqual(['ab']);
    expect(ended).toBe(true);
  });
});
