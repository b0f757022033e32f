import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let token: string;
let companyId: string;
/** A delivery address of the company in Belgium, beside its billing address in Rotterdam. */
let belgianAddressId: string;

const { send, login, articles, add, cartOf, clearCart } = cartRequests(() => shop);

/** Makes other.lead's company a Dutch one whose number VIES confirmed. */
async function moveCompanyToTheNetherlands() {
  const db = shop.database.db;
  await db.execute(sql`update company set vat_number = 'NL004495445B01' where id = ${companyId}`);
  await db.execute(
    sql`update company_address set country = 'NL', zipcode = '3012 CM', city = 'Rotterdam'
         where company_id = ${companyId}`,
  );
  await db.execute(
    sql`insert into vat_number_check (id, company_id, vat_number, outcome, request_identifier, requester)
        values (gen_random_uuid(), ${companyId}, 'NL004495445B01', 'valid', 'WAPIAAAAZ0000001', 'BE0123456749')`,
  );
  const created = await send('POST', `/store-api/dexis/companies/${companyId}/address`, token, {
    name: 'Magazijn Gent',
    street: 'Industrieweg',
    houseNumber: '1',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  belgianAddressId = created.json().data.id;
}

beforeAll(async () => {
  shop = await startTestShop();
  const lead = await shop.login('other.lead');
  token = lead.token;
  companyId = lead.companyId;
  await moveCompanyToTheNetherlands();
});
afterAll(() => shop?.close());

async function cartOfTenPieces() {
  await clearCart(token);
  const [article] = await articles(
    1,
    sql`p.available_stock_hundredths >= 100000 and p.min_purchase_hundredths = 100`,
  );
  await add(token, [{ sku: article!.product_number, quantity: 10 }]);
  return cartOf(token);
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

    const placed = await order({ shippingOption: 'delivery', expectedTotal: cart.price.totalPrice });
    expect(placed.status, placed.text).toBe(200);
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
    const buyer = await login('demo.buyer');
    await clearCart(buyer);
    const [article] = await articles(
      1,
      sql`p.available_stock_hundredths >= 100000 and p.min_purchase_hundredths = 100`,
    );
    await add(buyer, [{ sku: article!.product_number, quantity: 10 }]);
    const cart = await cartOf(buyer);
    expect(cart.price.calculatedTaxes.every((entry: { taxRate: number }) => entry.taxRate > 0)).toBe(true);
  });
});
