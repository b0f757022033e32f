import { request as httpRequest } from 'node:http';

export const shopOrigin = 'http://127.0.0.1:3100';

/** A request as it goes over the wire: the path may hold raw Latin-1 bytes, the body raw bytes. */
export interface RawRequest {
  method: string;
  /** Path and query, percent-encoded or not. */
  path: string;
  headers: Record<string, string>;
  /** Sent with a Content-Length; a list of chunks is sent chunked instead. */
  body?: Buffer | Buffer[];
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

let nextAddress = 0;

/**
 * A loopback address of its own for each request. The shop throttles failed logins, password mails
 * and other mails per client address: sent from 127.0.0.1 (as Playwright's request context and the
 * browser do), the fuzz's failures would lock the other specs out of their logins.
 */
function sourceAddress(): string {
  nextAddress = (nextAddress + 1) % 0xfffe;
  const host = nextAddress + 1;
  return `127.88.${host >> 8}.${host & 0xff}`;
}

/**
 * Sends a request to the storefront as written, which Playwright's request context cannot: from
 * another source address, with raw bytes, chunked, or with a body the content type does not
 * describe. Redirects are not followed.
 */
export function send(request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  const url = new URL(shopOrigin);
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(request.body);
    const outgoing = httpRequest({
      host: url.hostname,
      port: url.port,
      localAddress: sourceAddress(),
      method: request.method,
      path: request.path,
      agent: false,
      // As much as a browser takes (Chromium: 256 KB): Node's 16 KB would turn a long Location into no answer.
      maxHeaderSize: 256 * 1024,
      headers: {
        ...request.headers,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
        ...(request.body && !chunked ? { 'content-length': String((request.body as Buffer).length) } : {}),
      },
      timeout: timeoutMs,
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)));
    // An answer that came before the whole body was written (a 413) settles the request first.
    outgoing.on('error', reject);
    if (Array.isArray(request.body)) for (const chunk of request.body) outgoing.write(chunk);
    outgoing.end(Array.isArray(request.body) ? undefined : request.body);
  });
}

/** The value of a cookie the answer sets, if it sets it. */
export function setCookie(response: RawResponse, name: string): string | undefined {
  const cookies = response.headers['set-cookie'] ?? [];
  for (const cookie of Array.isArray(cookies) ? cookies : [cookies]) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
