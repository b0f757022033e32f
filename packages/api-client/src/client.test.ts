import { describe, expect, it } from 'vitest';
import { createStoreApiClient } from './client.ts';
import { accountCalls } from './clients/account.ts';
import { articleLinkCalls } from './clients/article-links.ts';
import { budgetAndApprovalCalls } from './clients/budgets-and-approvals.ts';
import { catalogCalls } from './clients/catalog.ts';
import { checkoutCalls } from './clients/checkout.ts';
import { companyUserCalls } from './clients/company-users.ts';
import { costAllocationCalls } from './clients/cost-allocation.ts';
import { developmentCalls } from './clients/development.ts';
import { newsletterAndContactCalls } from './clients/newsletter-and-contact.ts';
import { orderListCalls } from './clients/order-lists.ts';
import { orderCalls } from './clients/orders.ts';
import { pageCacheCalls } from './clients/page-cache.ts';
import { punchoutCalls } from './clients/punchout.ts';
import { sessionCalls } from './clients/session.ts';
import { clientErrorCodes, StoreApiError } from './errors.ts';
import type { Transport } from './transport.ts';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeFetch(respond: (request: Recorded) => Response | Promise<Response>) {
  const requests: Recorded[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    return respond(request);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const languageId = '0190a5b0-0000-7000-8000-000000000001';
const categoryId = '0190a5b0-0000-7000-8000-000000000002';

const emptyListing = {
  elements: [],
  total: 0,
  page: 1,
  limit: 24,
  sorting: 'score',
  availableSortings: [
    {
      key: 'score',
      label: 'Relevance',
      translated: { label: 'Relevance' },
      priority: 1,
      apiAlias: 'product_sorting',
    },
  ],
  currentFilters: {
    manufacturer: [],
    properties: [],
    measurements: [],
    price: { min: 0, max: 0 },
    rating: null,
    'shipping-free': false,
    search: 'bolt',
  },
  aggregations: [],
  entity: 'product',
  apiAlias: 'product_listing',
};

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

describe('createStoreApiClient', () => {
  it('sends the access key, session, language and criteria and keeps the token it is given back', async () => {
    const { fetch, requests } = fakeFetch(() =>
      json(emptyListing, { headers: { 'sw-context-token': 'new-token' } }),
    );
    const client = createStoreApiClient({
      baseUrl: 'http://api.test/store-api/',
      accessKey: 'KEY',
      contextToken: 'old-token',
      languageId,
      fetch,
    });

    const result = await client.search({ search: 'bolt', p: 2, limit: 24, manufacturer: [categoryId] });

    expect(result.total).toBe(0);
    expect(requests[0]).toMatchObject({
      url: 'http://api.test/store-api/search',
      method: 'POST',
      headers: {
        'sw-access-key': 'KEY',
        'sw-context-token': 'old-token',
        'sw-language-id': languageId,
        'content-type': 'application/json',
      },
    });
    expect(JSON.parse(requests[0]!.body!)).toEqual({
      search: 'bolt',
      p: 2,
      limit: 24,
      manufacturer: [categoryId],
    });
    expect(client.contextToken).toBe('new-token');
  });

  it('builds the navigation and listing paths', async () => {
    const { fetch, requests } = fakeFetch((request) =>
      request.url.includes('/navigation/') ? json([]) : json(emptyListing),
    );
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });

    await client.navigation('main-navigation', 2);
    await client.productListing(categoryId, { p: 1 });

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET http://api.test/store-api/navigation/main-navigation/main-navigation?depth=2',
      `POST http://api.test/store-api/product-listing/${categoryId}`,
    ]);
    expect(requests[0]!.headers['sw-context-token']).toBeUndefined();
  });

  it('sends a DELETE body only when the call names what to delete', async () => {
    const { fetch, requests } = fakeFetch(() => json({ success: true }));
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });

    await client.deleteCompanyUsers([languageId]);
    await client.deleteAddress(categoryId, languageId);

    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      body: JSON.stringify({ customerIds: [languageId] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(requests[1]!.body).toBeUndefined();
    expect(requests[1]!.headers['content-type']).toBeUndefined();
  });

  it('throws the error envelope of a failed answer with its status', async () => {
    const envelope = {
      errors: [
        {
          status: '404',
          code: 'CONTENT__PAGE_NOT_FOUND',
          title: 'Not Found',
          detail: 'No page at this path.',
          meta: { parameters: { path: 'nope' } },
        },
      ],
    };
    const { fetch } = fakeFetch(() => json(envelope, { status: 404 }));
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });

    const error = await client.page({ path: 'nope' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ status: 404, code: 'CONTENT__PAGE_NOT_FOUND', errors: envelope.errors });
  });

  it('reports an answer without an envelope as a single UNKNOWN_ERROR', async () => {
    const { fetch } = fakeFetch(() => new Response('upstream exploded', { status: 500 }));
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });

    const error = await client.context().catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 500, code: 'UNKNOWN_ERROR' });
    expect((error as StoreApiError).errors).toHaveLength(1);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { fetch } = fakeFetch(() => json({ elements: 'nope' }));
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });

    await expect(client.search({})).rejects.toMatchObject({
      status: 502,
      code: clientErrorCodes.invalidResponse,
    });
  });

  it('turns a slow answer into a 408', async () => {
    const fetch = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const client = createStoreApiClient({
      baseUrl: 'http://api.test/store-api',
      accessKey: 'KEY',
      fetch,
      timeoutMs: 20,
    });

    await expect(client.listingSettings()).rejects.toMatchObject({
      status: 408,
      code: clientErrorCodes.timeout,
    });
  });
});

describe('a connection the Store API closed just as it was used again', () => {
  const closed = () =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });

  it('asks a GET once more, which changes nothing', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      if (calls === 1) throw closed();
      return json({ data: [] });
    }) as typeof globalThis.fetch;
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });
    expect(await client.featureFlags()).toEqual({ data: [] });
    expect(calls).toBe(2);
  });

  it('answers 502 for a POST, which may have been carried out', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      throw closed();
    }) as typeof globalThis.fetch;
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });
    await expect(client.search({})).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(1);
  });
});

describe('an answer that stops halfway', () => {
  /** Headers arrive, then the body: a part of it, then nothing (a slow process) or a broken connection. */
  function halfAnswer(end: 'stall' | 'break') {
    return ((_input: string | URL | Request, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          if (end === 'break') controller.error(new TypeError('other side closed'));
          else init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
    }) as typeof globalThis.fetch;
  }
  const clientWith = (fetch: typeof globalThis.fetch) =>
    createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch, timeoutMs: 20 });

  it('ends at the timeout with a 408 when the rest of the answer never comes', async () => {
    await expect(clientWith(halfAnswer('stall')).placeOrder({})).rejects.toMatchObject({
      status: 408,
      code: clientErrorCodes.timeout,
    });
  });

  it('answers 502 when the connection breaks while the answer is read', async () => {
    await expect(clientWith(halfAnswer('break')).placeOrder({})).rejects.toMatchObject({
      status: 502,
      code: clientErrorCodes.unreachable,
    });
  });
});

describe("Shopware's CMS extensions", () => {
  it('sends a contact form beside the Store API, outside its prefix, with the same headers', async () => {
    const { fetch, requests } = fakeFetch(
      () => new Response(JSON.stringify({ data: { reference: 'CT-0A1B2C3D' } }), { status: 200 }),
    );
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api/', accessKey: 'KEY', fetch });
    const answer = await client.sendContactForm({
      name: 'An Claes',
      email: 'an@bouw.example',
      subject: 'Levering',
      message: 'Kan de levering op dinsdag komen?',
      consent: true,
      formToken: 'token',
      storefrontUrl: 'http://shop.test',
    });
    expect(answer.data.reference).toBe('CT-0A1B2C3D');
    expect(requests[0]).toMatchObject({
      url: 'http://api.test/swag/cms-extensions/form',
      method: 'POST',
      headers: { 'sw-access-key': 'KEY' },
    });
  });
});

describe('sitemap files', () => {
  const line = (path: string) =>
    `${JSON.stringify({ loc: `http://shop.test/${path}`, alternates: { 'nl-NL': `http://shop.test/${path}` } })}\n`;

  /** An answer that arrives in pieces cut anywhere, as a network delivers a stream. */
  const inPieces = (text: string, size: number) =>
    new Response(
      ReadableStream.from(
        Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
          new TextEncoder().encode(text.slice(index * size, index * size + size)),
        ),
      ),
    );

  async function entriesOf(stream: ReadableStream<unknown[]>) {
    const entries: unknown[] = [];
    for await (const batch of stream) entries.push(...batch);
    return entries;
  }

  it('reads the entries of a streamed file, whatever pieces its lines arrive in', async () => {
    const text = line('a/één') + line('b') + line('c').trimEnd();
    const { fetch, requests } = fakeFetch(() => inPieces(text, 7));
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });
    const entries = await entriesOf(await client.sitemapFile('nl-NL', 2));
    expect(requests[0]!.url).toBe('http://api.test/store-api/dexis/sitemap/nl-NL/2');
    expect(entries).toEqual(text.split('\n').map((json) => JSON.parse(json)));
  });

  it('ends the stream with an invalid-response error at a line of another shape', async () => {
    const { fetch } = fakeFetch(() => inPieces(`${line('a')}{"loc":"not a url"}\n`, 50));
    const client = createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY', fetch });
    await expect(entriesOf(await client.sitemapFile('nl-NL', 1))).rejects.toMatchObject({
      status: 502,
      code: clientErrorCodes.invalidResponse,
    });
  });
});

describe('the client of every domain', () => {
  const domains = [
    sessionCalls,
    catalogCalls,
    accountCalls,
    companyUserCalls,
    checkoutCalls,
    orderCalls,
    budgetAndApprovalCalls,
    costAllocationCalls,
    orderListCalls,
    articleLinkCalls,
    punchoutCalls,
    newsletterAndContactCalls,
    developmentCalls,
    pageCacheCalls,
  ];

  it("composes each domain's calls once: no call is defined by two domains", () => {
    const notCalled = () => {
      throw new Error('Composing the client makes no call.');
    };
    const stubTransport: Transport = {
      contextToken: null,
      catalogVersion: null,
      exchange: notCalled,
      request: notCalled,
      send: notCalled,
      call: notCalled,
      switchSession: notCalled,
    };
    const domainKeys = domains.flatMap((calls) => Object.keys(calls(stubTransport)));
    const clientKeys = Object.keys(
      createStoreApiClient({ baseUrl: 'http://api.test/store-api', accessKey: 'KEY' }),
    );

    expect(domainKeys.filter((key, index) => domainKeys.indexOf(key) !== index)).toEqual([]);
    expect([...domainKeys, 'contextToken', 'catalogVersion'].sort()).toEqual(clientKeys.sort());
  });
});

describe('the id of the request being served', () => {
  it('goes with every call as W3C traceparent, a span of its own each time, and as x-request-id', async () => {
    const { fetch, requests } = fakeFetch(() => new Response(JSON.stringify({}), { status: 200 }));
    const requestId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const client = createStoreApiClient({
      baseUrl: 'http://api.test/store-api',
      accessKey: 'KEY',
      fetch,
      requestId,
    });
    await client.context().catch(() => null);
    await client.context().catch(() => null);
    const [first, second] = requests.map((request) => request.headers as Record<string, string>);
    expect(first?.['x-request-id']).toBe(requestId);
    expect(first?.traceparent).toMatch(new RegExp(`^00-${requestId}-[0-9a-f]{16}-01$`));
    expect(second?.traceparent).not.toBe(first?.traceparent);
  });
});
