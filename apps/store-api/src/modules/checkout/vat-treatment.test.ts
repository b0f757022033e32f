import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let token: string;
/** A delivery address of the Dutch demo company in Belgium, beside its addresses in Rotterdam. */
let belgianAddressId: string;

const { send, login, articles, add, cartOf, clearCart } = cartRequests(() => shop);

beforeAll(async () => {
  shop = await startTestShop();
  const lead = await shop.login('nl.lead');
  token = lead.token;
  const created = await send('POST', `/store-api/dexis/companies/${lead.companyId}/address`, token, {
    name: 'Magazijn Gent',
    street: 'Industrieweg',
    houseNumber: '1',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  belgianAddressId = created.json().data.id;
});
afterAll(() => shop?.close());

async function cartOfTenPieces(user = token) {
  await clearCart(user);
  const [article] = await articles(
    1,
    sql`p.available_stock_hundredths >= 100000 and p.min_purchase_hundredths = 100`,
  );
  await add(user, [{ sku: article!.product_number, quantity: 10 }]);
  return cartOf(user);
}

const order = (body: Record<string, unknown>) =>
  send('POST', '/store-api/checkout/order', token, {
    shippingMethod: 'together',
    paymentMethod: 'invoice',
    ...body,
  });

describe('the VAT an order carries follows the company and where the goods go', () => {
  it('charges a Dutch company with a confirmed number 0 % on a delivery to the Netherlands, shipping included, and keeps why', async () => {
    const cart = await cartOfTenPieces();
    expect(cart.price.calculatedTaxes).toEqual([expect.objectContaining({ taxRate: 0, tax: 0 })]);
    expect(cart.price.totalPrice).toBe(cart.price.netPrice);
    expect(cart.lineItems[0].price.taxRate).toBe(0);
    const [toRotterdam] = cart.extensions.shippingChoices;
    expect(toRotterdam).toMatchObject({
      shippingOption: 'delivery',
      deliveryCountry: 'NL',
      vatTreatment: {
        kind: 'intra-community',
        category: 'K',
        label: 'btw 0 % – intracommunautaire levering, btw verlegd',
      },
    });

    const placed = await order({ shippingOption: 'delivery', expectedTotal: cart.price.totalPrice });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json().vatTreatment).toMatchObject({
      kind: 'intra-community',
      viesRequestIdentifier: 'WAPIAAAADEMO100004',
      mention: expect.stringContaining('Vrijgestelde intracommunautaire levering, art. 39bis'),
    });
    const [row] = await queryRows<{
      vat_treatment: unknown;
      amount_net: string;
      amount_total: string;
      rates: string[];
    }>(
      shop.database.db,
      sql`select o.vat_treatment, o.amount_net, o.amount_total,
                 array(select distinct tax_rate::text from sales_order_line l where l.order_id = o.id) as rates
            from sales_order o where o.id = ${placed.json().id}`,
    );
    expect(row).toMatchObject({
      vat_treatment: { kind: 'intra-community', category: 'K', exemptionReasonCode: 'VATEX-EU-IC' },
      rates: ['0.00'],
    });
    expect(row!.amount_total).toBe(row!.amount_net);
  });

  it('charges Belgian VAT when the same company picks up, or has the goods delivered in Belgium', async () => {
    for (const body of [
      { shippingOption: 'pickup', pickupLocation: 'IMH_ANT' },
      { shippingOption: 'delivery', addressId: belgianAddressId },
    ]) {
      await cartOfTenPieces();
      const placed = await order(body);
      expect(placed.status, placed.text).toBe(200);
      const [row] = await queryRows<{
        vat_treatment: { kind: string };
        amount_net: string;
        amount_total: string;
      }>(
        shop.database.db,
        sql`select vat_treatment, amount_net, amount_total from sales_order where id = ${placed.json().id}`,
      );
      expect(row!.vat_treatment.kind).toBe('domestic');
      expect(Number(row!.amount_total)).toBeGreaterThan(Number(row!.amount_net));
    }
  });

  it('prices a delivery to each country the company has an address in, as that order is charged', async () => {
    const cart = await cartOfTenPieces();
    const toGhent = cart.extensions.shippingChoices.find(
      (choice: { shippingOption: string; shippingMethod: string; deliveryCountry: string }) =>
        choice.shippingMethod === 'together' && choice.deliveryCountry === 'BE',
    );
    expect(toGhent.vatTreatment.kind).toBe('domestic');
    const placed = await order({
      shippingOption: 'delivery',
      addressId: belgianAddressId,
      expectedTotal: toGhent.price.totalPrice,
    });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json().amountTotal).toBe(toGhent.price.totalPrice);
  });

  it('refuses an order whose shown total left out the VAT a Belgian delivery address brings', async () => {
    const cart = await cartOfTenPieces();
    const placed = await order({
      shippingOption: 'delivery',
      addressId: belgianAddressId,
      expectedTotal: cart.price.totalPrice,
    });
    expect(placed.status).toBe(409);
    expect(placed.json().errors[0].code).toBe('CHECKOUT__CART_PRICES_CHANGED');
  });

  it('keeps charging a Belgian company Belgian VAT', async () => {
    const cart = await cartOfTenPieces(await login('demo.buyer'));
    expect(cart.price.calculatedTaxes.every((entry: { taxRate: number }) => entry.taxRate > 0)).toBe(true);
    expect(cart.extensions.shippingChoices[0].vatTreatment).toMatchObject({ kind: 'domestic', label: null });
  });

  it('charges a Swiss company 0 % on an export, and tells a company abroad why it pays Belgian VAT until VIES confirms its number', async () => {
    const swiss = await cartOfTenPieces(await login('ch.lead'));
    expect(swiss.extensions.shippingChoices[0].vatTreatment).toMatchObject({
      kind: 'export',
      category: 'G',
      label: 'btw 0 % – uitvoer buiten de EU',
    });
    expect(swiss.price.totalPrice).toBe(swiss.price.netPrice);

    await shop.database.db.execute(sql`delete from vat_number_check where vat_number = 'NL853746333B01'`);
    const unconfirmed = await cartOfTenPieces();
    expect(unconfirmed.price.calculatedTaxes.every((entry: { taxRate: number }) => entry.taxRate > 0)).toBe(
      true,
    );
    expect(unconfirmed.extensions.shippingChoices[0].vatTreatment.note).toMatch(
      /^Belgische btw: uw btw-nummer is nog niet door VIES bevestigd/,
    );
  });

  it('sends the ERP the treatment, the legal mention in the order’s language and the VIES consultation number', async () => {
    const [row] = await queryRows<{ payload: { vat: unknown } }>(
      shop.database.db,
      sql`select e.payload from order_event e join sales_order o on o.id = e.order_id
           where o.vat_treatment->>'kind' = 'intra-community' order by e.id limit 1`,
    );
    expect(row!.payload.vat).toEqual({
      treatment: 'intra-community',
      category: 'K',
      exemptionReasonCode: 'VATEX-EU-IC',
      mention: expect.stringContaining('Vrijgestelde intracommunautaire levering'),
      buyerVatNumber: 'NL853746333B01',
      viesRequestIdentifier: 'WAPIAAAADEMO100004',
    });
  });
});
