import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;

interface Element {
  id: string;
  type: string;
  linkType?: string;
  externalLink?: string;
  translated: { name: string };
}

async function footer(locale: 'nl-NL' | 'fr-FR' = 'nl-NL') {
  const response = await shop.request({
    url: '/store-api/navigation/footer-navigation/footer-navigation',
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
  return response.json() as Element[];
}

const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  shop.staffCall('staff.editor', method, url, body);

const labels = { nl: 'Over ons', fr: 'À propos', en: 'About us' };

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('the footer navigation in the back-office', () => {
  it('adds an entry leading to a content page, which the navigation answers with its address in each language', async () => {
    const [page] = await queryRows<{ id: string; nl: string; fr: string }>(
      shop.database.db,
      sql`select p.id, nl.path as nl, fr.path as fr from content_page p
          join content_path nl on nl.foreign_key = p.id and nl.is_canonical and nl.language_id = ${shop.languageIds['nl-NL']}
          join content_path fr on fr.foreign_key = p.id and fr.is_canonical and fr.language_id = ${shop.languageIds['fr-FR']}
          where p.active order by p.key limit 1`,
    );
    const added = await editor('POST', '/admin-api/navigation/footer', {
      labels,
      link: { kind: 'content-page', contentPageId: page!.id },
    });
    expect(added.status).toBe(200);
    const entries = added.json().data.entries;
    expect(entries.at(-1)).toMatchObject({ labels, type: 'link', link: { kind: 'content-page' } });
    const dutch = (await footer()).at(-1)!;
    expect(dutch).toMatchObject({
      translated: { name: 'Over ons' },
      linkType: 'landing_page',
      externalLink: `/${page!.nl}`,
    });
    const french = (await footer('fr-FR')).at(-1)!;
    expect(french).toMatchObject({ translated: { name: 'À propos' }, externalLink: `/${page!.fr}` });
  });

  it('adds an address, puts it first and removes it again, each in the audit log', async () => {
    const added = await editor('POST', '/admin-api/navigation/footer', {
      labels: { nl: 'Vacatures', fr: 'Emplois', en: 'Jobs' },
      link: { kind: 'url', url: 'https://jobs.example.com' },
    });
    const ids: string[] = added.json().data.entries.map((entry: { id: string }) => entry.id);
    const jobs = ids.at(-1)!;
    const reordered = await editor('PUT', '/admin-api/navigation/footer/order', {
      ids: [jobs, ...ids.slice(0, -1)],
    });
    expect(reordered.status).toBe(200);
    const first = (await footer())[0]!;
    expect(first).toMatchObject({
      translated: { name: 'Vacatures' },
      linkType: 'external',
      externalLink: 'https://jobs.example.com',
    });
    const removed = await editor('DELETE', `/admin-api/navigation/footer/${jobs}`);
    expect(removed.json().data.entries.map((entry: { id: string }) => entry.id)).toEqual(ids.slice(0, -1));
    expect((await footer()).map((element) => element.translated.name)).not.toContain('Vacatures');
    const history = await shop.staffCall(
      'staff.admin',
      'GET',
      '/admin-api/audit-log?objectType=navigation&objectId=footer',
    );
    expect(
      history
        .json()
        .data.slice(0, 3)
        .map((entry: { action: string }) => entry.action),
    ).toEqual(['entry-removed', 'entries-reordered', 'entry-added']);
  });

  it('refuses an entry without a label, to an unknown category or a bad address, and an incomplete order, changing nothing', async () => {
    const before = (await editor('GET', '/admin-api/navigation/footer')).json().data.entries;
    const refusals = [
      [{ labels: { ...labels, fr: ' ' }, link: { kind: 'url', url: '/contact' } }, 400],
      [{ labels, link: { kind: 'url', url: 'javascript:alert(1)' } }, 400],
      [{ labels, link: { kind: 'category', categoryId: '00000000-0000-4000-8000-000000000000' } }, 422],
    ] as const;
    for (const [body, status] of refusals) {
      const refused = await editor('POST', '/admin-api/navigation/footer', body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
    }
    const stale = await editor('PUT', '/admin-api/navigation/footer/order', { ids: [before[0].id] });
    expect([stale.status, stale.json().errors[0].code]).toEqual([409, errorCodes.adminNavigationOrderStale]);
    expect((await editor('GET', '/admin-api/navigation/footer')).json().data.entries).toEqual(before);
    expect((await editor('GET', '/admin-api/navigation/top')).status).toBe(400);
  });

  it('is closed to customer service', async () => {
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/navigation/footer')).status).toBe(403);
    expect(
      (
        await shop.staffCall('staff.service', 'POST', '/admin-api/navigation/service', {
          labels,
          link: { kind: 'url', url: '/contact' },
        })
      ).status,
    ).toBe(403);
  });
});
