import { request as httpRequest } from 'node:http';
import { expect, test } from './support/test';

/**
 * The storefront reads a request body only up to what its page takes (forms 1 MB, CSV uploads their
 * 5 MB file): a larger one, announced or chunked, is answered 413 in the page's language, unread.
 */

const origin = 'http://127.0.0.1:3100';

test('a form post over 1 MB gets the 413 page in the page’s language and changes nothing', async ({
  request,
}) => {
  const response = await request.post('/fr/auth', {
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    data: `username=demo.lead&password=${'x'.repeat(1_100_000)}`,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain('dépasse la taille acceptée par cette page');
});

test('a chunked body is stopped at the limit as it arrives; the storefront keeps serving', async ({
  request,
}) => {
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(`${origin}/cxml/setup`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
    });
    outgoing.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      outgoing.destroy();
    });
    outgoing.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, '<');
    let sent = 0;
    const pump = () => {
      // At most 300 MB; the answer comes long before.
      while (sent < 300_000_000 && !outgoing.destroyed) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', pump);
      }
    };
    pump();
  });
  expect(status).toBe(413);
  expect((await request.get('/health')).status()).toBe(200);
  const login = await request.post('/auth', {
    headers: { origin },
    form: { username: 'demo.buyer', password: 'demo1234' },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
});
