import { apiId, type CartError } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/index.ts';
import type { TestShop } from './test-app.ts';

/** A cart answer's problems as a list (Shopware keys them by their `key`). */
export const cartErrorsOf = (cart: { errors: Record<string, CartError> }) => Object.values(cart.errors);

export interface CartArticle {
  /** As the Store API writes it (32 hex characters); the database reads it as well. */
  id: string;
  product_number: string;
  list_price: string;
  min: number;
  step: number;
  available: number;
}

/** The requests the cart and checkout tests send, on the shop the file started (read when called). */
export function cartRequests(shopOf: () => TestShop) {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, body?: unknown) =>
    shopOf().request({ method, url, body, headers: token ? { 'sw-context-token': token } : {} });
  return {
    send,
    async login(username: string, token?: string): Promise<string> {
      const response = await send('POST', '/store-api/account/login', token, {
        username,
        password: 'demo1234',
      });
      expect(response.status).toBe(200);
      return response.json().contextToken;
    },
    /** A fresh visitor session token. */
    visitorToken: async () => (await send('GET', '/store-api/context')).headers['sw-context-token'] as string,
    /** Single articles sold per piece from 1, not closeouts, buyable, with stock. */
    articles: async (count: number, extra = sql`true`): Promise<CartArticle[]> =>
      (
        await queryRows<CartArticle>(
          shopOf().database.db,
          sql`select p.id, p.product_number, p.list_price, p.min_purchase_hundredths as min,
                   p.purchase_steps_hundredths as step, p.available_stock_hundredths as available
            from product p
            where p.child_count = 0 and p.active and not p.is_closeout and p.max_purchase_hundredths is null
              and not exists (select 1 from article_sales_block b where b.product_id = p.id)
              and ${extra}
            order by p.product_number limit ${count}`,
        )
      ).map((article) => ({ ...article, id: apiId(article.id) })),
    add: (token: string, items: unknown[]) =>
      send('POST', '/store-api/checkout/cart/line-item', token, { items }),
    cartOf: async (token: string) => (await send('GET', '/store-api/checkout/cart', token)).json(),
    clearCart: async (token: string) => {
      await send('DELETE', '/store-api/checkout/cart', token);
    },
    /** How many orders, order lines and cart lines the shop holds. */
    counts: async () =>
      (
        await queryRows<{ orders: number; lines: number; cart_lines: number }>(
          shopOf().database.db,
          sql`select (select count(*)::int from sales_order) as orders, (select count(*)::int from sales_order_line) as lines,
                     (select count(*)::int from cart_line_item) as cart_lines`,
        )
      )[0]!,
  };
}
