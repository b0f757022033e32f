import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/index.ts';
import { emptyDatabase, migrateUpTo, runMigration } from '../../test/migrations.ts';

const company = randomUUID();
/** A time column as text in UTC, which both engines answer alike. */
const utc = (column: string) => sql.raw(`(${column} at time zone 'UTC')::text as ${column}`);
/** Rows in one order whatever the order of their ids. */
const sorted = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
const [lead, approver, buyer] = [randomUUID(), randomUUID(), randomUUID()];

/** A company and three of its users, as rows of any version have them. */
async function insertCompanyAndUsers(database: Database) {
  await database.db.transaction(async (tx) => {
    // Their own references (addresses, languages) are of no concern here.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into company (id, number, name) values (${company}, '100001', 'Bouw NV')`);
    await tx.execute(sql`insert into customer (id, company_id, username, email, first_name, last_name) values
      (${lead}, ${company}, 'lead', 'lead@bouw.example', 'Lea', 'Lead'),
      (${approver}, ${company}, 'approver', 'approver@bouw.example', 'Arno', 'Approver'),
      (${buyer}, ${company}, 'buyer', 'buyer@bouw.example', 'Bert', 'Buyer')`);
  });
}

describe('the move of order flows and order references to order budgets', () => {
  it('keeps every flow and reference with its id, approvers and users, and the orders and carts that name them', async () => {
    const { database, remove } = await emptyDatabase();
    try {
      const upgrade = await migrateUpTo(database, '_order_budgets');
      await insertCompanyAndUsers(database);
      const [flow, custom, site, open, order, cart] = Array.from({ length: 6 }, () => randomUUID());
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`insert into order_flow (id, company_id, name, active, period, start_date, end_date,
            mode, budget_amount, over_budget, approve_from, created_by, created_at) values
          (${flow}, ${company}, 'Werf Gent', true, 'monthly', '2026-01-01', null, 'renewable', 1000, 'approval', 500,
            ${lead}, '2026-02-01T08:00:00Z'),
          (${custom}, ${company}, 'Zomer', false, 'custom', '2026-06-01', '2026-08-31', 'transferable', 250.5,
            'block', null, null, '2026-03-01T08:00:00Z')`);
        await tx.execute(
          sql`insert into order_flow_approver (flow_id, customer_id) values (${flow}, ${approver})`,
        );
        await tx.execute(sql`insert into order_flow_user (customer_id, flow_id, assigned_at)
          values (${buyer}, ${flow}, '2026-02-02T09:00:00Z')`);
        await tx.execute(sql`insert into order_reference (id, company_id, name, active, period, start_date, end_date,
            mode, budget_amount, over_budget, approve_from, created_by, created_at) values
          (${site}, ${company}, 'Werf Gent', true, 'yearly', '2026-01-01', null, 'renewable', 10000, 'block', 2500,
            ${lead}, '2026-02-03T08:00:00Z'),
          (${open}, ${company}, 'Onderhoud', true, 'monthly', '2026-01-01', null, 'renewable', null, 'approval', null,
            ${lead}, '2026-02-04T08:00:00Z')`);
        await tx.execute(
          sql`insert into order_reference_approver (reference_id, customer_id) values (${site}, ${approver})`,
        );
        await tx.execute(sql`insert into order_reference_user (reference_id, customer_id)
          values (${site}, ${buyer}), (${site}, ${lead})`);
        const language = randomUUID();
        await tx.execute(
          sql`insert into language (id, locale_code, name) values (${language}, 'nl-BE', 'Nederlands')`,
        );
        await tx.execute(sql`insert into sales_order (id, order_number, company_id, customer_id, language_id, status,
            shipping_option, shipping_method, payment_method, billing_address, position_price, shipping_total,
            additional_cost, amount_net, amount_total, calculated_taxes, flow_id, order_reference_id, approval_status)
          values (${order}, '10000001', ${company}, ${buyer}, ${language}, 'notOpen', 'delivery', 'standard',
            'invoice', '{}', 100, 0, 0, 100, 121, '[]', ${flow}, ${site}, 'pending')`);
        await tx.execute(
          sql`insert into cart (id, customer_id, order_reference_id) values (${cart}, ${buyer}, ${open})`,
        );
      });

      await runMigration(database, upgrade);

      const rows = (query: SQL) => queryRows(database.db, query);
      expect(
        await rows(sql`select id, kind, company_id, name, active, period, start_date::text, end_date::text, mode,
            budget_amount::text, over_budget, approve_from::text, created_by, ${utc('created_at')}
          from order_budget order by kind, created_at`),
      ).toEqual([
        {
          ...{
            id: flow,
            kind: 'flow',
            company_id: company,
            name: 'Werf Gent',
            active: true,
            period: 'monthly',
          },
          ...{ start_date: '2026-01-01', end_date: null, mode: 'renewable', budget_amount: '1000.0000' },
          ...{
            over_budget: 'approval',
            approve_from: '500.0000',
            created_by: lead,
            created_at: '2026-02-01 08:00:00',
          },
        },
        {
          ...{
            id: custom,
            kind: 'flow',
            company_id: company,
            name: 'Zomer',
            active: false,
            period: 'custom',
          },
          ...{
            start_date: '2026-06-01',
            end_date: '2026-08-31',
            mode: 'transferable',
            budget_amount: '250.5000',
          },
          ...{
            over_budget: 'block',
            approve_from: null,
            created_by: null,
            created_at: '2026-03-01 08:00:00',
          },
        },
        {
          ...{
            id: site,
            kind: 'reference',
            company_id: company,
            name: 'Werf Gent',
            active: true,
            period: 'yearly',
          },
          ...{ start_date: '2026-01-01', end_date: null, mode: 'renewable', budget_amount: '10000.0000' },
          ...{
            over_budget: 'block',
            approve_from: '2500.0000',
            created_by: lead,
            created_at: '2026-02-03 08:00:00',
          },
        },
        {
          ...{
            id: open,
            kind: 'reference',
            company_id: company,
            name: 'Onderhoud',
            active: true,
            period: 'monthly',
          },
          ...{ start_date: '2026-01-01', end_date: null, mode: 'renewable', budget_amount: null },
          ...{
            over_budget: 'approval',
            approve_from: null,
            created_by: lead,
            created_at: '2026-02-04 08:00:00',
          },
        },
      ]);
      expect(sorted(await rows(sql`select budget_id, customer_id from order_budget_approver`))).toEqual(
        sorted([
          { budget_id: flow, customer_id: approver },
          { budget_id: site, customer_id: approver },
        ]),
      );
      expect(sorted(await rows(sql`select budget_id, kind, customer_id from order_budget_user`))).toEqual(
        sorted([
          { budget_id: flow, kind: 'flow', customer_id: buyer },
          { budget_id: site, kind: 'reference', customer_id: buyer },
          { budget_id: site, kind: 'reference', customer_id: lead },
        ]),
      );
      expect(
        await rows(sql`select ${utc('assigned_at')} from order_budget_user where kind = 'flow'`),
      ).toEqual([{ assigned_at: '2026-02-02 09:00:00' }]);

      // The order and the cart name the same flow and references, and lose them when they are deleted.
      const links = () =>
        rows(sql`select (select flow_id from sales_order where id = ${order}) as flow_id,
          (select order_reference_id from sales_order where id = ${order}) as order_reference_id,
          (select order_reference_id from cart where id = ${cart}) as cart_reference_id`);
      expect(await links()).toEqual([{ flow_id: flow, order_reference_id: site, cart_reference_id: open }]);
      await database.db.execute(sql`delete from order_budget where id in (${flow}, ${site}, ${open})`);
      expect(await links()).toEqual([{ flow_id: null, order_reference_id: null, cart_reference_id: null }]);
      expect(await rows(sql`select count(*)::int as links from order_budget_user`)).toEqual([{ links: 0 }]);

      expect(
        await rows(sql`select table_name from information_schema.tables
          where table_name like 'order_flow%' or table_name like 'order_reference%'`),
      ).toEqual([]);
    } finally {
      await remove();
    }
  });
});

describe('the order budget tables', () => {
  let database: Database;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    ({ database, remove } = await emptyDatabase());
    await database.migrate();
    await insertCompanyAndUsers(database);
  });
  afterAll(() => remove?.());

  const newBudget = async (kind: string, name: string, budgetAmount: number | null = 1000) => {
    const id = randomUUID();
    await database.db.execute(sql`insert into order_budget (id, kind, company_id, name, period, start_date, mode, budget_amount)
      values (${id}, ${kind}, ${company}, ${name}, 'monthly', '2026-01-01', 'renewable', ${budgetAmount})`);
    return id;
  };
  const addUser = (budgetId: string, kind: string, customerId: string) =>
    database.db.execute(
      sql`insert into order_budget_user (budget_id, kind, customer_id) values (${budgetId}, ${kind}, ${customerId})`,
    );
  /** The constraint the database refused a statement by. */
  const refusedBy = (statement: Promise<unknown>) =>
    statement.then(
      () => null,
      (error: unknown) => {
        for (let cause = error; cause instanceof Error; cause = cause.cause) {
          const { constraint } = cause as Error & { constraint?: string };
          if (constraint) return constraint;
        }
        throw error;
      },
    );

  it('keep a user under one flow at most, while users may be listed on any number of references', async () => {
    const [first, second] = [await newBudget('flow', 'Eerste'), await newBudget('flow', 'Tweede')];
    await addUser(first, 'flow', buyer);
    expect(await refusedBy(addUser(second, 'flow', buyer))).toBe('order_budget_user_one_flow');

    const [site, office] = [await newBudget('reference', 'Werf'), await newBudget('reference', 'Kantoor')];
    await addUser(site, 'reference', buyer);
    await addUser(office, 'reference', buyer);
  });

  it('refuse a flow without a budget, not a reference', async () => {
    expect(await refusedBy(newBudget('flow', 'Zonder budget', null))).toBe('order_budget_flow_amount_check');
    await newBudget('reference', 'Zonder budget', null);
  });

  it('refuse a user link whose kind is not its flow’s or reference’s', async () => {
    const flow = await newBudget('flow', 'Magazijn');
    expect(await refusedBy(addUser(flow, 'reference', approver))).toBe('order_budget_user_budget_kind_fk');
  });

  it('refuse a kind they do not know', async () => {
    expect(await refusedBy(newBudget('project', 'Project'))).toBe('order_budget_kind_check');
  });

  it('keep names unique per company and kind, whatever their case', async () => {
    await newBudget('flow', 'Onderhoud');
    await newBudget('reference', 'onderhoud');
    expect(await refusedBy(newBudget('flow', 'ONDERHOUD'))).toBe('order_budget_company_kind_name_unique');
  });
});
