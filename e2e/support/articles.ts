/**
 * Finds articles for the cart and checkout tests through the Store API of the end-to-end servers
 * (catalogue plus the ERP's prices and stock for visitors), so that no test names a product.
 */
const storeApiUrl = 'http://127.0.0.1:4100/store-api';
const accessKey = 'SWSCTRADESHOPDEMOKEY0000001';

export interface SaleArticle {
  id: string;
  productNumber: string;
  name: string;
  /** Canonical seo path in Dutch, without prefix. */
  path: string;
  uom: string;
  min: number;
  step: number;
  /** The list price a visitor sees. */
  listPrice: number;
}

interface CatalogueProduct {
  id: string;
  parentId: string | null;
  childCount: number;
  productNumber: string;
  translated: { name: string };
  seoUrls: { languageId: string; seoPathInfo: string; isCanonical: boolean }[];
}

interface ArticleInformation {
  article: string;
  price: number | null;
  listPrice: number | null;
  /** Exact figures for logged-in users only. */
  stock: number | null;
  hasStock: boolean;
  uom: string;
  minSalesQuantity: number;
  purchaseSteps: number;
  maxPurchase: number | null;
  isCloseout: boolean;
  isBuyable: boolean;
}

async function send<T>(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  contextToken?: string,
  storeApi = storeApiUrl,
): Promise<T> {
  const response = await fetch(`${storeApi}${path}`, {
    method,
    headers: {
      'sw-access-key': accessKey,
      'content-type': 'application/json',
      accept: 'application/json',
      ...(contextToken ? { 'sw-context-token': contextToken } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const post = <T>(path: string, body: unknown, contextToken?: string, storeApi?: string) =>
  send<T>('POST', path, body, contextToken, storeApi);

/** Empties the session's cart and puts the articles in it, each at its quantity. */
export async function fillCart(contextToken: string, lines: { productNumber: string; quantity: number }[]) {
  await send('DELETE', '/checkout/cart', undefined, contextToken);
  if (lines.length === 0) return;
  await post(
    '/checkout/cart/line-item',
    { items: lines.map((line) => ({ sku: line.productNumber, quantity: line.quantity })) },
    contextToken,
  );
}

/** The first 400 articles of the catalogue (no families) with what the ERP says of each. */
async function catalogueArticles(
  contextToken?: string,
  storeApi?: string,
): Promise<{ product: CatalogueProduct; info: ArticleInformation }[]> {
  const found: { product: CatalogueProduct; info: ArticleInformation }[] = [];
  for (const page of [1, 2, 3, 4]) {
    const { elements } = await post<{ elements: CatalogueProduct[] }>(
      '/search',
      { limit: 100, p: page },
      undefined,
      storeApi,
    );
    const products = elements.filter((product) => product.childCount === 0);
    if (products.length === 0) break;
    const { articles: information } = await post<{ articles: ArticleInformation[] }>(
      '/dexis/article/information',
      { articles: products.map((product) => ({ sku: product.productNumber })) },
      contextToken,
      storeApi,
    );
    for (const info of information) {
      const product = products.find((candidate) => candidate.productNumber === info.article);
      if (product) found.push({ product, info });
    }
  }
  return found;
}

/**
 * Buyable articles without a maximum, each with the ERP's answer as the session's user sees it
 * (a visitor without `contextToken`).
 */
async function buyableArticles(
  contextToken?: string,
  storeApi = storeApiUrl,
): Promise<(SaleArticle & { info: ArticleInformation })[]> {
  const context = await fetch(`${storeApi}/context`, { headers: { 'sw-access-key': accessKey } }).then(
    (response) => response.json() as Promise<{ salesChannel: { languageId: string } }>,
  );
  const articles: (SaleArticle & { info: ArticleInformation })[] = [];
  for (const { product, info } of await catalogueArticles(contextToken, storeApi)) {
    const seo = product.seoUrls.find(
      (url) => url.languageId === context.salesChannel.languageId && url.isCanonical,
    );
    if (!seo || !info.isBuyable) continue;
    if (info.maxPurchase !== null || info.price === null || info.listPrice === null) continue;
    articles.push({
      id: product.id,
      productNumber: product.productNumber,
      name: product.translated.name,
      path: `/${seo.seoPathInfo.replace(/^\/+/, '')}`,
      uom: info.uom,
      min: info.minSalesQuantity,
      step: info.purchaseSteps,
      listPrice: info.listPrice,
      info,
    });
  }
  return articles;
}

/**
 * Buyable articles in stock without a maximum, as a visitor sees them, cheapest first; `storeApi`
 * names another shop's Store API.
 */
export async function saleArticles(storeApi?: string): Promise<SaleArticle[]> {
  return (await buyableArticles(undefined, storeApi))
    .filter((article) => !article.info.isCloseout && article.info.hasStock)
    .map(({ info: _info, ...article }) => article)
    .sort((a, b) => a.listPrice - b.listPrice);
}

/**
 * An article (no closeout) sold by the piece in steps above one, of which some pieces lie in stock
 * but fewer than its minimum purchase: its stock, minimum and step meet in one statement.
 */
export async function partlyStockedArticle(contextToken: string): Promise<SaleArticle & { stock: number }> {
  const article = (await buyableArticles(contextToken)).find(
    ({ info }) =>
      !info.isCloseout &&
      info.stock !== null &&
      info.stock > 0 &&
      info.stock < info.minSalesQuantity &&
      info.purchaseSteps > 1 &&
      info.uom === 'PCE',
  );
  if (!article) throw new Error('No article with less stock than its minimum purchase');
  const { info, ...rest } = article;
  return { ...rest, stock: info.stock! };
}

/** An article that cannot be ordered online (sold on request), as article number. */
export async function onRequestArticle(): Promise<string> {
  const article = (await catalogueArticles()).find(({ info }) => !info.isBuyable);
  if (!article) throw new Error('No article sold on request');
  return article.info.article;
}

/** An article sold in fractional steps (metres), e.g. from 0,5 per 0,5. */
export async function fractionalArticle(): Promise<SaleArticle> {
  const article = (await saleArticles()).find((candidate) => !Number.isInteger(candidate.step));
  if (!article) throw new Error('No buyable article with a fractional sales step');
  return article;
}

/** A list price as a Dutch page shows it (three decimals, a comma), `€ 1.234,500`; Playwright reads the no-break space as a space. */
export function shownPrice(amount: number): string {
  const thousandths = Math.round(Math.round(amount * 10_000) / 10);
  const whole = String(Math.floor(thousandths / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${whole},${String(thousandths % 1000).padStart(3, '0')}`;
}

/** A quantity as the Dutch counter shows it: `0,5`, `2`. */
export function dutchQuantity(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** The first weekday at least two days ahead, as YYYY-MM-DD (clear of today in any time zone). */
export function nextWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The first Saturday at least two days ahead. */
export function nextSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A search page that lists the article as a card among the articles whose numbers share all but its
 * last character: the whole number would open the article's own page.
 */
export function searchListing(productNumber: string): string {
  return `/search?query=${encodeURIComponent(productNumber.slice(0, -1))}&in=number`;
}
