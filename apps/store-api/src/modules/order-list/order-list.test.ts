import { rightPresets } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let buyer: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };

const base = '/store-api/dexis/order/list';
const { articles, clearCart } = cartRequests(() => shop);
const perPiece = sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`;
const create = (body: Record<string, unknown>, token = buyer.token) => shop.call('POST', base, token, body);
const errorOf = (response: Awaited<ReturnType<TestShop['call']>>) => response.json().errors[0];

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  buyer = await shop.login('demo.buyer');
  other = await shop.login('other.lead');
});
afterAll(() => shop?.close());

describe('order lists', () => {
  it('are created with articles, listed, renamed, shared and deleted', async () => {
    const [first, second] = await articles(2, perPiece);
    const created = await create({
      name: ' Werf Gent ',
      items: [
        { sku: first!.product_number, quantity: 2 },
        { productId: second!.id, quantity: 1 },
      ],
    });
    expect(created.status).toBe(200);
    const list = created.json().data;
    expect(list).toMatchObject({ name: 'Werf Gent', ownerType: 'user', itemCount: 2, mayChange: true });
    expect(list.lines[0]).toMatchObject({
      productNumber: first!.product_number,
      quantity: 2,
      uom: expect.any(String),
      unitPrice: expect.any(Number),
      stock: expect.any(Number),
    });
    expect(list.amount).toBeCloseTo(list.lines[0].totalPrice + list.lines[1].totalPrice, 2);

    const page = (await shop.call('GET', `${base}?search=werf gent`, buyer.token)).json();
    expect(page.data.map((entry: { id: string }) => entry.id)).toContain(list.id);
    expect(page.pager.currentLimit).toBe(20);

    const renamed = await shop.call('PATCH', `${base}/${list.id}`, buyer.token, {
      name: 'Werf Gent-Zuid',
      ownerType: 'company',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Werf Gent-Zuid', ownerType: 'company' });
    expect((await shop.call('DELETE', `${base}/${list.id}`, buyer.token)).json()).toEqual({ success: true });
    const gone = await shop.call('GET', `${base}/${list.id}`, buyer.token);
    expect(gone.status).toBe(404);
    expect(errorOf(gone).code).toBe('DEXIS__ORDER_LIST_NOT_FOUND');
  });

  it('adds up an article put on the list again, changes quantities and removes lines', async () => {
    const [article, next] = await articles(2, perPiece);
    const list = (
      await create({ name: 'Magazijn', items: [{ sku: article!.product_number, quantity: 2 }] })
    ).json().data;
    const added = await shop.call('POST', `${base}/${list.id}/items`, buyer.token, {
      items: [
        { sku: article!.product_number, quantity: 3 },
        { productId: next!.id, quantity: 1 },
      ],
    });
    const lines = added.json().data.lines;
    expect(lines.map((line: { quantity: number }) => line.quantity)).toEqual([5, 1]);
    const changed = await shop.call('PATCH', `${base}/${list.id}`, buyer.token, {
      items: [{ id: lines[0].id, quantity: 7 }],
    });
    expect(changed.json().data.lines[0].quantity).toBe(7);
    const removed = await shop.call('DELETE', `${base}/${list.id}/items`, buyer.token, {
      ids: [lines[1].id],
    });
    expect(removed.json().data.lines).toHaveLength(1);
    const again = await shop.call('DELETE', `${base}/${list.id}/items`, buyer.token, { ids: [lines[1].id] });
    expect(errorOf(again).code).toBe('DEXIS__ORDER_LIST_ITEM_NOT_FOUND');
  });

  it('refuses an unknown article and a quantity off the steps, and changes nothing', async () => {
    const [stepped] = await articles(1, sql`p.purchase_steps_hundredths > 100`);
    const list = (await create({ name: 'Leeg' })).json().data;
    const refused = await shop.call('POST', `${base}/${list.id}/items`, buyer.token, {
      items: [
        { sku: 'NO-SUCH-ARTICLE', quantity: 1 },
        { sku: stepped!.product_number, quantity: stepped!.min / 100 + 0.01 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(
      errorOf(refused).violations.map((violation: { propertyPath: string }) => violation.propertyPath),
    ).toEqual(['body/items/0/sku', 'body/items/1/quantity']);
    expect((await shop.call('GET', `${base}/${list.id}`, buyer.token)).json().data.lines).toEqual([]);
    expect((await create({ name: '   ' })).status).toBe(400);
  });

  it('shows a private list to its creator only, and a shared one to the company', async () => {
    const privateList = (await create({ name: 'Privé' })).json().data;
    const shared = (await create({ name: 'Gedeeld', ownerType: 'company' })).json().data;
    expect((await shop.call('GET', `${base}/${privateList.id}`, lead.token)).status).toBe(404);
    const seen = (await shop.call('GET', `${base}/${shared.id}`, lead.token)).json().data;
    // A lead buyer may change a colleague's shared list.
    expect(seen.mayChange).toBe(true);
    const listed = (await shop.call('GET', `${base}?limit=100`, lead.token))
      .json()
      .data.map((entry: { id: string }) => entry.id);
    expect(listed).toContain(shared.id);
    expect(listed).not.toContain(privateList.id);
  });

  it('lets only its creator or a lead buyer change a shared list, and copies it for anyone who sees it', async () => {
    const [article] = await articles(1, perPiece);
    const colleague = await shop.userWith(lead.token, rightPresets.buyer);
    const shared = (
      await create({
        name: 'Team',
        ownerType: 'company',
        items: [{ sku: article!.product_number, quantity: 4 }],
      })
    ).json().data;
    const refused = await shop.call('PATCH', `${base}/${shared.id}`, colleague.token, { name: 'Mijn lijst' });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('DEXIS__ORDER_LIST_NOT_YOURS');
    expect((await shop.call('DELETE', `${base}/${shared.id}`, colleague.token)).status).toBe(403);
    const copy = (await shop.call('POST', `${base}/${shared.id}/duplicate`, colleague.token, {})).json().data;
    expect(copy).toMatchObject({
      name: 'Team (2)',
      ownerType: 'user',
      mayChange: true,
      creator: { id: colleague.id },
    });
    expect(copy.lines[0].quantity).toBe(4);
    expect((await shop.call('PATCH', `${base}/${shared.id}`, lead.token, { name: 'Team A' })).status).toBe(
      200,
    );
  });

  it('keeps each company’s lists to itself', async () => {
    const shared = (await create({ name: 'Alleen Demo', ownerType: 'company' })).json().data;
    for (const [method, url, body] of [
      ['GET', `${base}/${shared.id}`, undefined],
      ['PATCH', `${base}/${shared.id}`, { name: 'Overgenomen' }],
      ['DELETE', `${base}/${shared.id}`, undefined],
      ['POST', `${base}/${shared.id}/items`, { items: [{ sku: 'X', quantity: 1 }] }],
      ['POST', `${base}/${shared.id}/duplicate`, {}],
      ['POST', `${base}/${shared.id}/cart`, {}],
    ] as const) {
      expect((await shop.call(method, url, other.token, body)).status, `${method} ${url}`).toBe(404);
    }
    const listed = (await shop.call('GET', `${base}?search=Alleen Demo`, other.token)).json();
    expect(listed.data).toEqual([]);
  });

  it('needs ROLE_MANAGE_ORDER_LISTS', async () => {
    const { token } = await shop.userWith(lead.token, ['ROLE_PLACE_ORDERS']);
    const refused = await shop.call('GET', base, token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).meta.parameters.right).toBe('ROLE_MANAGE_ORDER_LISTS');
  });
});

describe('an order list into the cart', () => {
  it('puts every line it can in the cart and names the one it cannot', async () => {
    const [first, second] = await articles(2, perPiece);
    const list = (
      await create({
        name: 'Bestellen',
        items: [
          { sku: first!.product_number, quantity: 2 },
          { sku: second!.product_number, quantity: 1 },
        ],
      })
    ).json().data;
    // The second article stops being sold online after it was put on the list.
    await shop.database.db.execute(sql`update product set active = false where id = ${second!.id}`);
    await clearCart(buyer.token);
    const answer = (await shop.call('POST', `${base}/${list.id}/cart`, buyer.token, {})).json().data;
    await shop.database.db.execute(sql`update product set active = true where id = ${second!.id}`);
    expect(answer.added).toBe(1);
    expect(answer.refused).toEqual([
      expect.objectContaining({
        productNumber: second!.product_number,
        code: 'product-not-found',
        name: expect.any(String),
      }),
    ]);
    expect(
      answer.cart.lineItems.map((line: { referencedId: string; quantity: number }) => [
        line.referencedId,
        line.quantity,
      ]),
    ).toEqual([[first!.id, 2]]);
    const chosen = (
      await shop.call('POST', `${base}/${list.id}/cart`, buyer.token, { lineIds: [list.lines[0].id] })
    ).json().data;
    expect(chosen.cart.lineItems[0].quantity).toBe(4);
  });
});
