import type { OrderExport } from '@tradeshop/api-client/contracts';
import { errorCodes, shops } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };

const base = '/store-api/dexis/cost-posts';
const unique = () => crypto.randomUUID().slice(0, 6).toUpperCase();
const errorOf = (response: Awaited<ReturnType<TestShop['call']>>) => response.json().errors[0];
const create = (body: Record<string, unknown>, token = lead.token) => shop.call('POST', base, token, body);
const importFile = (content: string, preview = false, token = lead.token) =>
  shop.call('POST', `${base}/import`, token, { content, preview });
const postsOfCompany = (companyId: string) =>
  queryRows<{ code: string; name: string; active: boolean }>(
    shop.database.db,
    sql`select code, name, active from cost_post where company_id = ${companyId} order by lower(code)`,
  );

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
});
afterAll(() => shop?.close());

describe('cost posts', () => {
  it('are added, listed by code, searched, changed and deleted', async () => {
    const code = `6040-${unique()}`;
    const created = await create({ code: ` ${code} `, name: 'Onderhoud machines' });
    expect(created.status).toBe(200);
    expect(created.json().data).toMatchObject({ code, name: 'Onderhoud machines', active: true });
    const { id } = created.json().data;

    const found = (await shop.call('GET', `${base}?search=${code.toLowerCase()}`, lead.token)).json();
    expect(found.data.map((post: { id: string }) => post.id)).toEqual([id]);
    expect(found.settings).toEqual({ required: false });
    const byName = (await shop.call('GET', `${base}?search=machines`, lead.token)).json();
    expect(byName.data.map((post: { id: string }) => post.id)).toContain(id);

    const changed = await shop.call('PUT', `${base}/${id}`, lead.token, {
      code,
      name: 'Onderhoud',
      active: false,
    });
    expect(changed.json().data).toMatchObject({ name: 'Onderhoud', active: false });
    expect((await shop.call('DELETE', `${base}/${id}`, lead.token)).status).toBe(200);
    expect((await shop.call('DELETE', `${base}/${id}`, lead.token)).status).toBe(404);
  });

  it('refuse a code the company has already, whatever its letter case, and bad input', async () => {
    const code = `KP-${unique()}`;
    await create({ code, name: 'Kantoor' });
    const taken = await create({ code: code.toLowerCase(), name: 'Ander' });
    expect(taken.status).toBe(400);
    expect(errorOf(taken).code).toBe(errorCodes.costPostCodeNotUnique);
    expect(errorOf(taken).violations[0].propertyPath).toBe('body/code');
    for (const body of [
      { code: '', name: 'x' },
      { code: 'A\nB', name: 'x' },
      { code: 'x'.repeat(31), name: 'x' },
      {},
    ]) {
      expect((await create(body)).status).toBe(400);
    }
    // Another company may use the same code.
    expect((await create({ code, name: 'Kantoor' }, other.token)).status).toBe(200);
  });

  it('of another company are out of reach', async () => {
    const own = (await create({ code: `X-${unique()}`, name: 'Eigen' }, other.token)).json().data;
    for (const [method, url, body] of [
      ['GET', `${base}/${own.id}`, undefined],
      ['PUT', `${base}/${own.id}`, { code: 'Y', name: 'Overgenomen' }],
      ['DELETE', `${base}/${own.id}`, undefined],
    ] as const) {
      const refused = await shop.call(method, url, lead.token, body);
      expect(refused.status).toBe(404);
      expect(errorOf(refused).code).toBe(errorCodes.costPostNotFound);
    }
    const listed = (await shop.call('GET', base, lead.token)).json().data;
    expect(listed.map((post: { id: string }) => post.id)).not.toContain(own.id);
    expect((await postsOfCompany(other.companyId)).find((post) => post.code === own.code)?.name).toBe(
      'Eigen',
    );
  });

  it('need ROLE_MANAGE_COST_POSTS to manage, and ROLE_PLACE_ORDERS to choose', async () => {
    const manager = await shop.userWith(lead.token, ['ROLE_MANAGE_COST_POSTS']);
    expect((await shop.call('GET', base, manager.token)).status).toBe(200);
    expect((await create({ code: `M-${unique()}`, name: 'Door de beheerder' }, manager.token)).status).toBe(
      200,
    );
    expect((await shop.call('PUT', `${base}/settings`, manager.token, { required: false })).status).toBe(200);
    // The right manages cost posts and nothing else: no orders, no cost centres, no article links.
    for (const url of ['/store-api/dexis/cost-center', '/store-api/dexis/article-links', `${base}/choices`]) {
      expect((await shop.call('GET', url, manager.token)).status).toBe(403);
    }
    expect((await shop.call('POST', '/store-api/checkout/order', manager.token, {})).status).toBe(403);

    const buyer = await shop.userWith(lead.token, ['ROLE_PLACE_ORDERS']);
    const refused = await shop.call('GET', base, buyer.token);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).meta.parameters.right).toBe('ROLE_MANAGE_COST_POSTS');
    expect((await shop.call('GET', `${base}/choices`, buyer.token)).status).toBe(200);
  });
});

describe('the cost post file', () => {
  it('imports new codes, updates known ones whatever their letter case, and names the refused rows', async () => {
    const [a, b] = [`IMP-${unique()}`, `IMP-${unique()}`];
    await create({ code: a, name: 'Oud' });
    const file = `Code;Naam;Actief\r\n${a.toLowerCase()};Nieuw;nee\r\n${b};Werkplaats;ja\r\n;Zonder code;ja\r\n${b};Dubbel;ja\r\nZ-${unique()};Fout;misschien\r\n`;

    const preview = (await importFile(file, true)).json().data;
    expect(preview).toMatchObject({ preview: true, totalRows: 5 });
    expect(await postsOfCompany(lead.companyId)).not.toContainEqual(expect.objectContaining({ code: b }));

    const result = (await importFile(file)).json().data;
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 0, refused: 3 });
    expect(
      result.rows.map((row: { line: number; problem: string | null }) => [row.line, row.problem]),
    ).toEqual([
      [2, null],
      [3, null],
      [4, 'VIOLATION::INVALID_CODE'],
      [5, errorCodes.costPostCodeNotUnique],
      [6, 'VIOLATION::INVALID_ACTIVE'],
    ]);
    const posts = await postsOfCompany(lead.companyId);
    expect(posts).toContainEqual({ code: a.toLowerCase(), name: 'Nieuw', active: false });
    expect(posts).toContainEqual({ code: b, name: 'Werkplaats', active: true });
  });

  it('exports what the import reads back unchanged, in the asked language, with no formula cells', async () => {
    const formulas = ['=HYPERLINK("http://evil.example";"klik")', '+cmd', '-1+1', '@SUM(A1:A9)'];
    for (const name of formulas) expect((await create({ code: `F-${unique()}`, name })).status).toBe(200);
    const exported = await shop.call('POST', `${base}/export`, lead.token, {});
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.text.split('\r\n')[0]).toBe('\uFEFFcode;naam;actief');
    const cells = exported.text.split('\r\n').flatMap((line) => line.split(';'));
    expect(cells.filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);
    expect(exported.text).toContain("'+cmd");
    const again = (await importFile(exported.text)).json().data;
    expect(again.added + again.updated + again.refused).toBe(0);
    expect(again.unchanged).toBe((await postsOfCompany(lead.companyId)).length);
  });

  it('refuses a file without its columns, or whose rows all fail, and changes nothing', async () => {
    const before = await postsOfCompany(lead.companyId);
    const noColumns = await importFile('artikel;aantal\r\n1;2\r\n');
    expect(errorOf(noColumns).code).toBe(errorCodes.csvInvalidFormat);
    const allFailed = await importFile('code;naam\r\n;leeg\r\n');
    expect(errorOf(allFailed).code).toBe(errorCodes.csvAllRowsFailed);
    expect(errorOf(await importFile('   ')).code).toBe(errorCodes.csvEmptyFile);
    expect(await postsOfCompany(lead.companyId)).toEqual(before);
  });
});

describe('choosing a cost post in checkout', () => {
  const { send, articles, add, cartOf, clearCart } = cartRequests(() => shop);
  const setRequired = (required: boolean) => shop.call('PUT', `${base}/settings`, lead.token, { required });

  async function buyerWithCart() {
    const buyer = await shop.userWith(lead.token, ['ROLE_PLACE_ORDERS']);
    await clearCart(buyer.token);
    const picked = await articles(
      2,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100 and p.available_stock_hundredths >= 10000`,
    );
    await add(
      buyer.token,
      picked.map((article) => ({ sku: article.product_number, quantity: 1 })),
    );
    const cart = await cartOf(buyer.token);
    return { token: buyer.token, lineIds: cart.lineItems.map((line: { id: string }) => line.id) as string[] };
  }
  const placeOrder = (token: string, body: Record<string, unknown>) =>
    send('POST', '/store-api/checkout/order', token, {
      // A new user has no delivery address of their own.
      shippingOption: 'pickup',
      pickupLocation: shops[0]!.code,
      shippingMethod: 'together',
      paymentMethod: 'invoice',
      ...body,
    });

  it('charges the order and each line to a post, printed on the order, its confirmation and its ERP export', async () => {
    const maintenance = (await create({ code: `604-${unique()}`, name: 'Onderhoud' })).json().data;
    const office = (await create({ code: `611-${unique()}`, name: 'Kantoor' })).json().data;
    const { token, lineIds } = await buyerWithCart();
    const choices = (await shop.call('GET', `${base}/choices`, token)).json().data;
    expect(choices.map((post: { id: string }) => post.id)).toEqual(
      expect.arrayContaining([maintenance.id, office.id]),
    );

    const placed = await placeOrder(token, {
      costPostId: maintenance.id,
      lineCostPosts: [{ lineId: lineIds[1], costPostId: office.id }],
    });
    expect(placed.status).toBe(200);
    const order = placed.json();
    expect(order.costPost).toEqual({ code: maintenance.code, name: 'Onderhoud' });
    expect(order.lineItems.map((line: { costPost: unknown }) => line.costPost)).toEqual([
      { code: maintenance.code, name: 'Onderhoud' },
      { code: office.code, name: 'Kantoor' },
    ]);
    const [mail] = await queryRows<{ text: string }>(
      shop.database.db,
      sql`select text from mail_message where template = 'order-confirmation' and text like ${`%${order.orderNumber}%`}`,
    );
    expect(mail!.text).toContain(`Kostenpost: ${maintenance.code} Onderhoud (1)`);
    expect(mail!.text).toContain(`Kostenpost: ${office.code} Kantoor (2)`);
    const [event] = await queryRows<{ payload: OrderExport }>(
      shop.database.db,
      sql`select payload from order_event where order_id = ${order.id} and type = 'order.placed'`,
    );
    expect(event!.payload.costPost).toEqual({ code: maintenance.code, name: 'Onderhoud' });
    expect(event!.payload.lines[1]!.costPost).toEqual({ code: office.code, name: 'Kantoor' });

    // The order keeps its copy when the post is renamed.
    await shop.call('PUT', `/store-api/dexis/cost-posts/${maintenance.id}`, lead.token, {
      code: maintenance.code,
      name: 'Hernoemd',
    });
    const [row] = await queryRows<{ name: string }>(
      shop.database.db,
      sql`select cost_post->>'name' as name from sales_order where id = ${order.id}`,
    );
    expect(row!.name).toBe('Onderhoud');
  });

  it('refuses an inactive post, another company’s, or a line not in the cart, and places nothing', async () => {
    const inactive = (await create({ code: `IN-${unique()}`, name: 'Oud', active: false })).json().data;
    const foreign = (await create({ code: `F-${unique()}`, name: 'Vreemd' }, other.token)).json().data;
    const active = (await create({ code: `AC-${unique()}`, name: 'Actief' })).json().data;
    const { token, lineIds } = await buyerWithCart();
    for (const [body, path] of [
      [{ costPostId: inactive.id }, '/costPostId'],
      [{ costPostId: foreign.id }, '/costPostId'],
      [{ lineCostPosts: [{ lineId: lineIds[0], costPostId: foreign.id }] }, '/lineCostPosts/0/costPostId'],
      [
        { lineCostPosts: [{ lineId: crypto.randomUUID(), costPostId: active.id }] },
        '/lineCostPosts/0/lineId',
      ],
    ] as const) {
      const refused = await placeOrder(token, body);
      expect(refused.status).toBe(400);
      expect(
        errorOf(refused).violations.map((violation: { propertyPath: string }) => violation.propertyPath),
      ).toContain(path);
    }
    expect((await cartOf(token)).lineItems).toHaveLength(2);
  });

  it('requires a post on every line when the company says so', async () => {
    const post = (await create({ code: `RQ-${unique()}`, name: 'Verplicht' })).json().data;
    expect((await setRequired(true)).json().data).toEqual({ required: true });
    try {
      const { token, lineIds } = await buyerWithCart();
      expect((await shop.call('GET', `${base}/choices`, token)).json().settings).toEqual({ required: true });
      const missing = await placeOrder(token, {
        lineCostPosts: [{ lineId: lineIds[0], costPostId: post.id }],
      });
      expect(missing.status).toBe(400);
      expect(errorOf(missing).code).toBe(errorCodes.costPostRequired);
      // The error names lines by their ids as stored.
      expect(errorOf(missing).meta.parameters.lineIds).toEqual([lineIds[1]]);
      expect((await placeOrder(token, { costPostId: post.id })).status).toBe(200);
    } finally {
      await setRequired(false);
    }
  });
});
