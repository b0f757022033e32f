import type { AddressInfo } from 'node:net';
import { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { articleWithOnePrice } from '../test/ordering.ts';
import { startTestShop, type TestShop, testAccessKey } from '../test/test-app.ts';

/** Shopware's own API client (the one its front ends use) runs a buyer's session on the shop. */
let shop: TestShop;
let baseURL: string;
let articleNumber: string;
beforeAll(async () => {
  shop = await startTestShop();
  articleNumber = (await articleWithOnePrice(shop)).productNumber;
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}/store-api`;
});
afterAll(() => shop?.close());

it('runs a session from the first visit to the order list and logout', async () => {
  const client = createAPIClient<operations>({ baseURL, accessToken: testAccessKey });
  const tokens: string[] = [];
  client.hook('onContextChanged', (token) => tokens.push(token));

  const context = await client.invoke('readContext get /context');
  const rootId = context.data.salesChannel.navigationCategoryId;
  expect(rootId).toMatch(/^[0-9a-f]{32}$/);

  const found = await client.invoke('searchPage post /search', { body: { search: articleNumber, limit: 5 } });
  const hit = found.data.elements?.find((element) => element.productNumber === articleNumber);
  expect(hit?.id).toMatch(/^[0-9a-f]{32}$/);

  const product = await client.invoke('readProductDetail post /product/{productId}', {
    pathParams: { productId: hit!.id },
  });
  expect(product.data.product.productNumber).toBe(hit!.productNumber);

  const navigation = await client.invoke('readNavigation post /navigation/{activeId}/{rootId}', {
    pathParams: { activeId: rootId, rootId },
    body: { depth: 1 },
  });
  const category = navigation.data[0]!;
  const listing = await client.invoke('readProductListing post /product-listing/{categoryId}', {
    pathParams: { categoryId: category.id },
    body: { limit: 3 },
  });
  expect(listing.data.elements?.length).toBeGreaterThan(0);

  const visitorToken = tokens.at(-1);
  await client.invoke('loginCustomer post /account/login', {
    body: { username: 'demo.buyer', password: 'demo1234' },
  });
  const buyerToken = tokens.at(-1);
  expect(buyerToken).not.toBe(visitorToken);
  const customer = await client.invoke('readCustomer post /account/customer', { body: {} });
  expect(customer.data.id).toMatch(/^[0-9a-f]{32}$/);

  await client.invoke('deleteCart delete /checkout/cart');
  const added = await client.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: [{ id: hit!.id, type: 'product', referencedId: hit!.id, quantity: 2 }] },
  });
  expect(added.data.lineItems?.map((line) => [line.referencedId, line.quantity])).toEqual([[hit!.id, 2]]);
  const cart = await client.invoke('readCart get /checkout/cart');
  expect(cart.data.price.totalPrice).toBeGreaterThan(0);

  const order = await client.invoke('createOrder post /checkout/order', { body: {} });
  expect(order.data.orderNumber).toMatch(/^\d+$/);
  const orders = await client.invoke('readOrder post /order', { body: { limit: 5 } });
  expect(orders.data.orders.elements.map((entry) => entry.id)).toContain(order.data.id);

  await client.invoke('logoutCustomer post /account/logout');
  expect(tokens.at(-1)).not.toBe(buyerToken);
  const afterLogout = await client.invoke('readContext get /context');
  expect(afterLogout.data.token).toBe(tokens.at(-1));
  await expect(client.invoke('readCustomer post /account/customer', { body: {} })).rejects.toThrow();
});
