import { errorCodes } from '@tradeshop/domain';
import type { z } from 'zod';
import { contextTokenResponse, errorEnvelope } from './contracts/index.ts';
import { clientErrorCodes, StoreApiError, singleError } from './errors.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** GET never carries a body, DELETE only when it names what to delete (e.g. several users). */
const withoutBody = (method: Method, body: unknown) =>
  method === 'GET' || (method === 'DELETE' && body === undefined);

export interface TransportOptions {
  /** Base address including the API's path, e.g. `http://127.0.0.1:4000/store-api`. */
  baseUrl: string;
  /** The sales channel's access key (Store API). */
  accessKey?: string;
  /** An OAuth2 access token, sent as `Authorization: Bearer` (Admin API). */
  bearerToken?: string | null;
  contextToken?: string | null;
  languageId?: string | null;
  fetch?: typeof fetch;
  /** Requests slower than this fail with status 408. */
  timeoutMs?: number;
  /** Address of the shopper's browser, sent as `x-forwarded-for` so failed logins are throttled per shopper. */
  clientAddress?: string | null;
  /** The id of the request being served (a W3C trace id): the Store API logs its calls under it. */
  requestId?: string | null;
  /**
   * Whether a token the Store API hands out with an ordinary answer becomes the client's (default
   * true). Without, the client asks anonymously until a login or logout hands it one: a visitor's
   * page opens no session.
   */
  adoptIssuedTokens?: boolean;
}

/**
 * The headers that carry the served request's id to the Store API: `traceparent` (W3C Trace Context,
 * a span of its own per call) and `x-request-id`.
 */
export function traceHeaders(requestId: string | null | undefined): Record<string, string> {
  if (!requestId) return {};
  const span = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  );
  return { traceparent: `00-${requestId}-${span.join('')}-01`, 'x-request-id': requestId };
}

export interface StoreApiClientOptions extends TransportOptions {
  accessKey: string;
}

const defaultTimeoutMs = 10_000;

/** A query string of the given parameters, leaving out those without a value. */
export function queryString(query: object): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
}

function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The lines of a streamed NDJSON answer, each checked against `schema` as it arrives, handed on in
 * batches (the lines each piece of the answer completes): a stream chunk per line would cost more
 * than the line. A line that does not fit ends the stream with an invalid-response error.
 */
export function ndjsonBatches<Schema extends z.ZodType>(
  body: ReadableStream<Uint8Array>,
  schema: Schema,
  what: string,
): ReadableStream<z.infer<Schema>[]> {
  const parse = (line: string): z.infer<Schema> => {
    const parsed = schema.safeParse(jsonOf(line));
    if (parsed.success) return parsed.data;
    throw new StoreApiError(
      502,
      singleError(
        502,
        clientErrorCodes.invalidResponse,
        'Bad Gateway',
        `${what} answered a line of an unexpected shape: ${line.slice(0, 200)}`,
      ),
    );
  };
  const decoder = new TextDecoder();
  let partial = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, z.infer<Schema>[]>({
      transform(chunk, controller) {
        const lines = (partial + decoder.decode(chunk, { stream: true })).split('\n');
        partial = lines.pop() ?? '';
        const batch = lines.filter((line) => line !== '').map(parse);
        if (batch.length > 0) controller.enqueue(batch);
      },
      flush(controller) {
        partial += decoder.decode();
        if (partial) controller.enqueue([parse(partial)]);
      },
    }),
  );
}

/** Whether a call failed because its connection closed before an answer (not a timeout, not a refusal). */
function closedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return error instanceof TypeError && ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(cause?.code ?? '');
}

/** The error of a call that got no (whole) answer: 408 when it ran out of time, 502 otherwise. */
function noAnswer(method: Method, path: string, timeout: number, error: unknown): StoreApiError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new StoreApiError(
      408,
      singleError(
        408,
        clientErrorCodes.timeout,
        'Request Timeout',
        `${method} ${path} took longer than ${timeout} ms.`,
      ),
    );
  }
  return new StoreApiError(
    502,
    singleError(
      502,
      clientErrorCodes.unreachable,
      'Bad Gateway',
      `${method} ${path} failed: ${String(error)}`,
    ),
  );
}

/** What every call of the client shares: the options, the session token and the catalogue version. */
export interface ExchangeOptions {
  body?: unknown;
  timeout?: number;
  /** Headers of this call besides the client's own (`if-none-match`). */
  extraHeaders?: Record<string, string>;
}

export interface Transport {
  readonly contextToken: string | null;
  readonly catalogVersion: string | null;
  exchange(method: Method, path: string, options?: ExchangeOptions): Promise<Response>;
  request(method: Method, path: string, body?: unknown, timeout?: number): Promise<Response>;
  send(method: Method, path: string, body?: unknown, timeout?: number): Promise<string>;
  call<Schema extends z.ZodType>(
    schema: Schema,
    method: Method,
    path: string,
    body?: unknown,
    timeout?: number,
  ): Promise<z.infer<Schema>>;
  switchSession(path: string, body?: unknown): Promise<z.infer<typeof contextTokenResponse>>;
}

export function createTransport(options: TransportOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Shopware's CMS extensions (`/swag/…`) answer beside the Store API, outside its prefix.
  const urlOf = (path: string) =>
    path.startsWith('/swag/') ? `${baseUrl.replace(/\/store-api$/, '')}${path}` : `${baseUrl}${path}`;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  let contextToken = options.contextToken ?? null;
  let catalogVersion: string | null = null;

  /** The answer, whatever its status; none throws a StoreApiError. */
  async function exchange(
    method: Method,
    path: string,
    { body, timeout = timeoutMs, extraHeaders }: ExchangeOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json, text/csv', ...extraHeaders };
    if (options.accessKey) headers['sw-access-key'] = options.accessKey;
    if (options.bearerToken) headers.authorization = `Bearer ${options.bearerToken}`;
    if (contextToken) headers['sw-context-token'] = contextToken;
    if (options.languageId) headers['sw-language-id'] = options.languageId;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    Object.assign(headers, traceHeaders(options.requestId));
    // Fastify rejects an empty body announced as JSON, so only requests with a body carry the type;
    // a form (an upload) names its own multipart boundary.
    const form = body instanceof FormData;
    if (!withoutBody(method, body) && !form) headers['content-type'] = 'application/json';

    const signal = AbortSignal.timeout(timeout);
    const send = () =>
      fetchImpl(urlOf(path), {
        method,
        headers,
        body: form ? body : withoutBody(method, body) ? undefined : JSON.stringify(body ?? {}),
        signal,
      });
    let response: Response;
    try {
      response = await send().catch((error: unknown) => {
        // A kept-alive connection the server closed just then: a GET changes nothing, so it goes once more.
        if (method === 'GET' && closedConnection(error)) return send();
        throw error;
      });
    } catch (error) {
      throw noAnswer(method, path, timeout, error);
    }

    const token = response.headers.get('sw-context-token');
    if (token && options.adoptIssuedTokens !== false) contextToken = token;
    catalogVersion = response.headers.get('sw-catalog-version') ?? catalogVersion;
    return response;
  }

  /** The answer; an error answer (or none) throws a StoreApiError. */
  async function request(
    method: Method,
    path: string,
    body?: unknown,
    timeout = timeoutMs,
  ): Promise<Response> {
    const response = await exchange(method, path, { body, timeout });
    if (!response.ok) {
      const text = await response.text();
      const envelope = errorEnvelope.safeParse(jsonOf(text));
      throw new StoreApiError(
        response.status,
        envelope.success && envelope.data.errors.length > 0
          ? envelope.data.errors
          : singleError(
              response.status,
              errorCodes.unknown,
              response.statusText || 'Error',
              text.slice(0, 500),
            ),
      );
    }
    return response;
  }

  /**
   * The answer's text; an error answer (or none) throws a StoreApiError. The timeout runs until the
   * whole answer is read: a Store API process that stops halfway through ends the call there.
   */
  async function send(method: Method, path: string, body?: unknown, timeout = timeoutMs): Promise<string> {
    const response = await request(method, path, body, timeout);
    try {
      return await response.text();
    } catch (error) {
      throw noAnswer(method, path, timeout, error);
    }
  }

  async function call<Schema extends z.ZodType>(
    schema: Schema,
    method: Method,
    path: string,
    body?: unknown,
    timeout?: number,
  ): Promise<z.infer<Schema>> {
    const parsed = schema.safeParse(jsonOf(await send(method, path, body, timeout)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new StoreApiError(
        502,
        singleError(
          502,
          clientErrorCodes.invalidResponse,
          'Bad Gateway',
          `${method} ${path} answered an unexpected shape at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
        ),
      );
    }
    return parsed.data;
  }

  /** Login and logout end the session: later calls go with the token they hand out. */
  async function switchSession(path: string, body?: unknown) {
    const answer = await call(contextTokenResponse, 'POST', path, body);
    contextToken = answer.contextToken;
    return answer;
  }

  return {
    get contextToken() {
      return contextToken;
    },
    get catalogVersion() {
      return catalogVersion;
    },
    exchange,
    request,
    send,
    call,
    switchSession,
  };
}
