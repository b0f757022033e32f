/**
 * Reads test data from the Store API of the end-to-end servers, so that tests never depend on the
 * names the demo seed happens to generate.
 */
const storeApiUrl = 'http://127.0.0.1:4100/store-api';
const accessKey = 'SWSCTRADESHOPDEMOKEY0000001';

export interface SeoUrl {
  languageId: string;
  seoPathInfo: string;
  isCanonical: boolean;
}

export interface ApiProduct {
  id: string;
  productNumber: string;
  ean: string | null;
  childCount: number;
  /** PCE, M, KG, … */
  unitOfMeasure: string;
  translated: { name: string };
  manufacturer: { translated: { name: string } } | null;
  seoUrls: SeoUrl[];
}

export interface ApiCategory {
  id: string;
  type: string;
  translated: { name: string };
  seoUrls: SeoUrl[];
  children: ApiCategory[];
}

export interface Listing {
  elements: ApiProduct[];
  total: number;
  aggregations: { manufacturer: { entities: { id: string; translated: { name: string }; count: number }[] } };
}

/** How a call is made: in a language, on a session, at another shop's Store API than the end-to-end one. */
interface CallOptions {
  languageId?: string | undefined;
  contextToken?: string | undefined;
  storeApi?: string | undefined;
}

async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  { languageId, contextToken, storeApi = storeApiUrl }: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'sw-access-key': accessKey, accept: 'application/json' };
  if (languageId) headers['sw-language-id'] = languageId;
  if (contextToken) headers['sw-context-token'] = contextToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${storeApi}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Language ids by locale code, from the sales channel's domains. */
export async function languageIds(): Promise<Record<string, string>> {
  const context = await call<{
    salesChannel: { domains: { languageLocaleCode: string; languageId: string }[] };
  }>('GET', '/context');
  return Object.fromEntries(
    context.salesChannel.domains.map((domain) => [domain.languageLocaleCode, domain.languageId]),
  );
}

/** A listing with its aggregations by name (Shopware writes them as a list of named results). */
async function listing(
  path: string,
  criteria: Record<string, unknown>,
  languageId?: string,
): Promise<Listing> {
  const answer = await call<Omit<Listing, 'aggregations'> & { aggregations: { name: string }[] }>(
    'POST',
    path,
    criteria,
    { languageId },
  );
  return {
    ...answer,
    aggregations: Object.fromEntries(
      answer.aggregations.map((entry) => [entry.name, entry]),
    ) as unknown as Listing['aggregations'],
  };
}

export function searchProducts(criteria: Record<string, unknown>, languageId?: string): Promise<Listing> {
  return listing('/search', criteria, languageId);
}

export function categoryListing(categoryId: string, criteria: Record<string, unknown>): Promise<Listing> {
  return listing(`/product-listing/${categoryId}`, criteria);
}

export function mainNavigation(depth: number, languageId?: string): Promise<ApiCategory[]> {
  return call<ApiCategory[]>('GET', `/navigation/main-navigation/main-navigation?depth=${depth}`, undefined, {
    languageId,
  });
}

export async function productIn(languageId: string, id: string): Promise<ApiProduct> {
  const { product } = await call<{ product: ApiProduct }>('POST', `/product/${id}`, {}, { languageId });
  return product;
}

/** The storefront path of an entity in one language: its canonical seo path without prefix. */
export function seoPathIn(entity: { seoUrls: SeoUrl[] }, languageId: string): string {
  const url = entity.seoUrls.find(
    (candidate) => candidate.languageId === languageId && candidate.isCanonical,
  );
  if (!url) throw new Error(`No seo url in language ${languageId}`);
  return `/${url.seoPathInfo.replace(/^\/+/, '')}`;
}

/** A category with at least `minimum` products, searched breadth first through the main navigation. */
export async function categoryWithProducts(
  minimum: number,
): Promise<{ category: ApiCategory; total: number }> {
  const queue = await mainNavigation(3);
  while (queue.length > 0) {
    const category = queue.shift()!;
    queue.push(...category.children);
    if (category.type !== 'page') continue;
    const { total } = await categoryListing(category.id, { limit: 1 });
    if (total >= minimum) return { category, total };
  }
  throw new Error(`No category with ${minimum} products`);
}

/**
 * A Store API session of a user (a demo user unless the password is told), for setting up data as that
 * user; `storeApi` names another shop's Store API.
 */
export async function sessionOf(username: string, password = 'demo1234', storeApi?: string): Promise<string> {
  const { contextToken } = await call<{ contextToken: string }>(
    'POST',
    '/account/login',
    { username, password },
    { storeApi },
  );
  return contextToken;
}

/** A Store API call on a session, e.g. to see what the storefront changed in it. */
export function callAs<T>(
  contextToken: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return call<T>(method, path, body, { contextToken });
}

/** Creates users of the session's company through the bulk import (each gets an invitation mail). */
export async function importUsers(
  contextToken: string,
  rows: { firstName: string; lastName: string; username: string; email: string; preset: string }[],
): Promise<void> {
  await call(
    'POST',
    '/dexis/companies/customers/import',
    { rows, storefrontUrl: 'http://localhost:3100' },
    { contextToken },
  );
}

/** Creates an order flow of the session's company; answers its id. */
export async function createFlow(contextToken: string, flow: Record<string, unknown>): Promise<string> {
  const { data } = await call<{ data: { id: string } }>('POST', '/dexis/order-flow', flow, { contextToken });
  return data.id;
}

/** The id of a user of the session's company, found by username. */
export async function userIdOf(contextToken: string, username: string): Promise<string> {
  const { data } = await call<{ data: { id: string; username: string }[] }>(
    'POST',
    '/dexis/companies/customers',
    { term: username, limit: 5 },
    { contextToken },
  );
  const user = data.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No user ${username}`);
  return user.id;
}

/**
 * Puts `quantity` of an article into the session's cart and orders it for pickup; answers the order.
 * `storeApi` names another shop's Store API.
 */
export async function placePickupOrder(
  contextToken: string,
  productNumber: string,
  quantity: number,
  storeApi?: string,
): Promise<{ id: string; orderNumber: string }> {
  await call(
    'POST',
    '/checkout/cart/line-item',
    { items: [{ sku: productNumber, quantity }] },
    { contextToken, storeApi },
  );
  const { data } = await call<{ data: { code: string }[] }>('GET', '/checkout/pickup-locations', undefined, {
    storeApi,
  });
  return call(
    'POST',
    '/checkout/order',
    { shippingOption: 'pickup', pickupLocation: data[0]!.code },
    { contextToken, storeApi },
  );
}

export interface ApiBrand {
  id: string;
  name: string;
  slug: string;
  productCount: number;
}

/** The brands with active articles (POST /product-manufacturer), A to Z. */
export async function brandList(criteria: Record<string, unknown> = {}): Promise<ApiBrand[]> {
  const { elements } = await call<{ elements: ApiBrand[] }>('POST', '/product-manufacturer', {
    limit: 500,
    ...criteria,
  });
  return elements;
}

/**
 * Sends a newsletter on `topic` to its active subscribers, in French and Dutch, through the
 * development aid of the Store API (as the integration API would); answers how many mails it sent.
 */
export async function sendNewsletter(topic: string, subject: string): Promise<number> {
  const written = (text: string) => ({ subject, text, html: `<p>${text}</p>` });
  const { data } = await call<{ data: { sent: number } }>('POST', '/_dev/newsletters', {
    topic,
    content: { nl: written('Het nieuws van deze maand.'), fr: written('Les nouvelles de ce mois.') },
  });
  return data.sent;
}
