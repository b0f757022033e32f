import { describe, expect, it } from 'vitest';
import { formBodyMiddleware } from './form-body.server';

/** The status the middleware refuses a request with, or null when it lets it through. */
async function refusal(path: string, init: RequestInit): Promise<number | null> {
  const request = new Request(new URL(path, 'http://shop.test'), init);
  try {
    await formBodyMiddleware({ request, url: new URL(request.url) } as never, async () => new Response());
    return null;
  } catch (error) {
    // `data()` throws its answer; React Router turns it into the error page's status.
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status === undefined) throw error;
    return status;
  }
}

const multipart = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'multipart/form-data; boundary=x' },
  body,
});

describe('form bodies', () => {
  it('lets forms through, and requests without a body', async () => {
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    };
    expect(await refusal('/auth', form)).toBe(null);
    expect(
      await refusal(
        '/checkout',
        multipart('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
      ),
    ).toBe(null);
    expect(await refusal('/auth', { method: 'GET' })).toBe(null);
  });

  it('refuses another content type with 415 and a broken form with 400', async () => {
    expect(
      await refusal('/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ).toBe(415);
    expect(await refusal('/en/auth.data', { method: 'POST', body: null })).toBe(415);
    expect(await refusal('/checkout', multipart(''))).toBe(400);
    expect(
      await refusal('/checkout', multipart('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n')),
    ).toBe(400);
  });

  it('leaves the bodies of the cXML and OCI entries to their actions', async () => {
    const xml = { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<cXML/>' };
    expect(await refusal('/cxml/setup', xml)).toBe(null);
    expect(
      await refusal('/fr/oci/one-time-id', { ...xml, headers: { 'content-type': 'application/json' } }),
    ).toBe(null);
  });
});
