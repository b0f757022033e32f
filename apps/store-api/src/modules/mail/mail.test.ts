import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import type { Mailer } from '../../platform/ports.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { createMailer, startOutboxDispatcher } from './mailer.ts';

// A shop whose own dispatcher stays out of the way: these tests start the dispatchers themselves.
const unusedMailer: Mailer = { outboxOnly: true, send: async () => 'unused' };
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ ports: { mailer: unusedMailer } });
});
afterAll(() => shop?.close());

const outboxDir = () => mkdtempSync(join(tmpdir(), 'outbox-'));
const mail = (to: string) => ({
  to,
  template: 'test',
  locale: 'nl-NL',
  subject: `Mail for ${to}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});

async function rowOf(id: string) {
  const [row] = await queryRows<{
    sent_at: Date | null;
    attempts: number;
    failure: string | null;
    due: boolean;
  }>(
    shop.database.db,
    sql`select sent_at, attempts, failure, next_attempt_at <= now() as due from mail_message where id = ${id}`,
  );
  return row!;
}

describe('the mail outbox', () => {
  it('delivers a mail once the transaction that wrote it commits, and never one that was rolled back', async () => {
    const dir = outboxDir();
    const mailer = createMailer({ outboxDir: dir, from: 'shop@test' });
    const dispatcher = await startOutboxDispatcher(shop.database, mailer.deliver);
    try {
      const kept = await shop.database.db.transaction((tx) => mailer.send(tx, mail('kept@test')));
      let rolledBack = '';
      await expect(
        shop.database.db.transaction(async (tx) => {
          rolledBack = await mailer.send(tx, mail('lost@test'));
          throw new Error('the order failed');
        }),
      ).rejects.toThrow('the order failed');
      await vi.waitFor(async () => expect((await rowOf(kept)).sent_at).not.toBeNull(), {
        timeout: backgroundWorkTimeout,
      });
      expect(existsSync(join(dir, `${kept}.html`))).toBe(true);
      expect(existsSync(join(dir, `${rolledBack}.html`))).toBe(false);
    } finally {
      await dispatcher.stop();
    }
  });

  it('tries a failed delivery again later and keeps why it failed', async () => {
    const mailer = createMailer({ outboxDir: outboxDir(), from: 'shop@test' });
    const failing = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const dispatcher = await startOutboxDispatcher(shop.database, failing);
    try {
      const id = await shop.database.db.transaction((tx) => mailer.send(tx, mail('later@test')));
      await vi.waitFor(async () => expect((await rowOf(id)).failure).toBe('connection refused'), {
        timeout: backgroundWorkTimeout,
      });
      expect(await rowOf(id)).toMatchObject({ sent_at: null, attempts: 1, due: false });
      await dispatcher.dispatch();
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      await dispatcher.stop();
    }
  });

  it('has every mail delivered once by processes that dispatch at the same time', async () => {
    const mailer = createMailer({ outboxDir: outboxDir(), from: 'shop@test' });
    const delivered: string[] = [];
    const deliver = async (sent: { id: string }) => {
      await new Promise((done) => setTimeout(done, 2));
      delivered.push(sent.id);
    };
    const dispatchers = await Promise.all([1, 2, 3].map(() => startOutboxDispatcher(shop.database, deliver)));
    try {
      const ids = await shop.database.db.transaction(async (tx) => {
        const written: string[] = [];
        for (let at = 0; at < 60; at++) written.push(await mailer.send(tx, mail(`many${at}@test`)));
        return written;
      });
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.dispatch()));
      await vi.waitFor(() => expect(delivered).toHaveLength(ids.length), { timeout: backgroundWorkTimeout });
      expect(new Set(delivered)).toEqual(new Set(ids));
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
    }
  });
});
