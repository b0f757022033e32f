import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { changedFields, pruneAuditLog, recordAudit } from './index.ts';

let shop: TestShop;
const actor = {
  kind: 'staff' as const,
  id: crypto.randomUUID(),
  name: 'Ada Admin',
  clientAddress: '192.0.2.7',
};

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('the audit log', () => {
  it('writes per field what was before and after, and never a secret’s value', () => {
    expect(
      changedFields(
        { name: 'Eva', active: true, roles: ['Editor'], passwordHash: 'old' },
        { name: 'Eva', active: false, roles: ['Editor', 'Admin'], passwordHash: 'new' },
        ['passwordHash'],
      ),
    ).toEqual({
      active: [true, false],
      roles: [['Editor'], ['Editor', 'Admin']],
      passwordHash: ['(secret)', '(secret)'],
    });
  });

  it('refuses to change or delete an entry, whoever asks the database', async () => {
    await shop.database.db.transaction((tx) =>
      recordAudit(tx, actor, { objectType: 'company', objectId: '100001', action: 'blocked' }),
    );
    await expect(
      shop.database.db.execute(sql`update audit_entry set action = 'unblocked'`),
    ).rejects.toThrow();
    await expect(shop.database.db.execute(sql`delete from audit_entry`)).rejects.toThrow();
    const [kept] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from audit_entry where object_id = '100001' and action = 'blocked'`,
    );
    expect(kept?.count).toBe(1);
  });

  it('prunes only the entries older than the keeping period', async () => {
    await shop.database.db.transaction(async (tx) => {
      await recordAudit(tx, actor, { objectType: 'company', objectId: 'old', action: 'changed' });
      // An entry from three years ago, as the log would hold it then.
      await tx.execute(sql`set local audit.pruning = 'on'`);
      await tx.execute(sql`alter table audit_entry disable trigger audit_entry_append_only`);
      await tx.execute(sql`update audit_entry set at = now() - interval '3 years' where object_id = 'old'`);
      await tx.execute(sql`alter table audit_entry enable trigger audit_entry_append_only`);
    });
    expect(await pruneAuditLog(shop.database, 730)).toBe(1);
    const left = await queryRows<{ object_id: string }>(
      shop.database.db,
      sql`select object_id from audit_entry`,
    );
    expect(left.map((row) => row.object_id)).not.toContain('old');
    expect(left.map((row) => row.object_id)).toContain('100001');
  });
});
