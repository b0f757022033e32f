import { PassThrough, Readable } from 'node:stream';
import { csvImport, mediaUpload } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { bodyLimitOf, bodyWithin } from './request-body.server';

const megabyte = 1_000_000;

describe('request body limits', () => {
  it.each([
    ['/auth', megabyte],
    ['/fr/cxml/setup', megabyte],
    ['/en/checkout.data', megabyte],
    ['/account/articlelinks/import', csvImport.maxBytes + 64 * 1024],
    ['/fr/account/customer/import.data', csvImport.maxBytes + 64 * 1024],
    ['/quick-order', csvImport.maxBytes + 64 * 1024],
    ['/admin/media', mediaUpload.maxBytes + 64 * 1024],
    ['/admin/media.data', mediaUpload.maxBytes + 64 * 1024],
    ['/admin/media/0f3a9c1e5b7d4e2a9c1e5b7d4e2a9c1e', megabyte],
  ])('%s takes at most %i bytes', (path, limit) => {
    expect(bodyLimitOf(new URL(path, 'http://shop.test'))).toBe(limit);
  });

  it('reads a body within the limit whole', async () => {
    const body = Readable.from([Buffer.from('a=1&'), Buffer.from('b=2')]);
    expect(String(await bodyWithin(body, 7, null))).toBe('a=1&b=2');
  });

  it('refuses a declared length above the limit without reading anything', async () => {
    const body = new PassThrough();
    expect(await bodyWithin(body, 10, 300_000_000)).toBe('tooLarge');
    expect(body.readableFlowing).toBe(null);
  });

  it('stops a chunked body at the limit, keeping no more than it and leaving the stream open', async () => {
    const body = new PassThrough();
    let written = 0;
    const chunk = Buffer.alloc(64 * 1024);
    const writing = (async () => {
      while (written < 300 * megabyte && !body.isPaused()) {
        written += chunk.length;
        if (!body.write(chunk)) await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    expect(await bodyWithin(body, megabyte, null)).toBe('tooLarge');
    await writing;
    expect(written).toBeLessThan(2 * megabyte);
    expect(body.destroyed).toBe(false);
  });
});
