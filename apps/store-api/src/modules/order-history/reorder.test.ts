import { cartErrorCodes, errorCodes } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: string;

const reorder = (token: string, body: object) =>
  shop.call('POST', '/store-api/dexis/order/history/reorder', token, body);

/** The demo's recent order shipped from two warehouses, with an article no longer sold. */
async function showcaseOrder(token: string, reference: string) {
  const history = (await shop.call('GET', `/store-api/dexis/order/history?term=${reference}`, token)).json();
  return (
    await shop.call(
      'GET',
      `/store-api/dexis/order/history/detail?orderNumber=${history.data[0].number}`,
      token,
    )
  ).json().data;
}

beforeAll(async () => {
  shop = await startTestShop();
  lead = (await shop.login('demo.lead')).token;
});
afterAll(() => shop?.close());

describe('reorder from the ERP’s order history', () => {
  it('puts every line it can into the cart and names the one no longer sold by its product name', async () => {
    const order = await showcaseOrder(lead, 'werkplaats');
    expect(order.parts.map((part: { warehouse: string }) => part.warehouse).sort()).toEqual(['ANT', 'MEL']);
    const response = await reorder(lead, { orderNumber: order.number });
    expect(response.status).toBe(200);
    const { lines, added, cart } = response.json().data;
    const retired = lines.filter((line: { added: boolean }) => !line.added);
    expect(retired).toEqual([
      expect.objectContaining({
        article: 'TS-099871',
        name: 'Accuboormachine 14,4 V NiCd',
        problem: {
          code: cartErrorCodes.productNotFound,
          parameters: expect.objectContaining({ name: 'Accuboormachine 14,4 V NiCd' }),
        },
      }),
    ]);
    expect(added).toBe(order.lines.length - 1);
    const kept = order.lines
      .map((line: { article: string }) => line.article)
      .filter((article: string) => article !== 'TS-099871');
    expect(
      cart.lineItems.map((item: { payload: { productNumber: string } }) => item.payload.productNumber),
    ).toEqual(expect.arrayContaining(kept));
  });

  it('takes only the chosen positions', async () => {
    const order = await showcaseOrder(lead, 'werkplaats');
    const { lines, added } = (await reorder(lead, { orderNumber: order.number, positions: [2] })).json().data;
    expect(lines.map((line: { position: number }) => line.position)).toEqual([2]);
    expect(added).toBe(1);
  });

  it('does not find another company’s order, nor one of a bad body', async () => {
    const other = (await shop.login('other.lead')).token;
    const theirs = await showcaseOrder(other, 'atelier');
    const response = await reorder(lead, { orderNumber: theirs.number });
    expect([response.status, response.json().errors[0].code]).toEqual([404, errorCodes.documentNotFound]);
    expect((await reorder(lead, { orderNumber: '', positions: ['x'] })).status).toBe(400);
  });
});
