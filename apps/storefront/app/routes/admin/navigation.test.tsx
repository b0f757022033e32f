import type { AdminApiClient, AdminNavigation, AdminNavigationEntryInput } from '@tradeshop/api-client';
import { staffRolePresets } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { staffActionArgs } from '../../test/admin';
import { action } from './navigation';

const ids = [
  '0190a1b2c3d47e5f8a9b0c1d2e3f4a01',
  '0190a1b2c3d47e5f8a9b0c1d2e3f4a02',
  '0190a1b2c3d47e5f8a9b0c1d2e3f4a03',
];
const answer = { data: { type: 'footer', entries: [], contentPages: [], categories: [] } as AdminNavigation };

/** The navigation page's action for a content editor of `language`, whose Admin API answers `client`. */
function post(fields: [string, string][], client: Partial<AdminApiClient>, language: 'nl' | 'en' = 'nl') {
  const args = staffActionArgs({
    url: '/admin/navigation',
    body: fields,
    client,
    permissions: staffRolePresets['content-editor'],
    language,
  });
  return action(args) as Promise<{
    data?: { errors: Record<string, string>; error: string | null; done: string | null };
    init?: { status: number };
    errors?: Record<string, string>;
    done?: string | null;
  }>;
}

const order = ids.map((id): [string, string] => ['order', id]);

describe("the back-office's navigation page", () => {
  it('moves an entry one place up by sending every entry in the new order', async () => {
    let sent: string[] = [];
    const moved = await post([['type', 'service'], ['intent', 'up'], ['id', ids[2]!], ...order], {
      reorderNavigation: async (_type, newOrder) => {
        sent = newOrder;
        return answer;
      },
    });
    expect(sent).toEqual([ids[0], ids[2], ids[1]]);
    expect(moved.done).toBe('De volgorde is bewaard.');
  });

  it('adds an entry leading to an address with its three labels', async () => {
    let added: AdminNavigationEntryInput | null = null;
    await post(
      [
        ['type', 'footer'],
        ['intent', 'add'],
        ['label.nl', 'Vacatures'],
        ['label.fr', 'Emplois'],
        ['label.en', 'Jobs'],
        ['kind', 'url'],
        ['url', 'https://jobs.example.com'],
      ],
      {
        addNavigationEntry: async (_type, entry) => {
          added = entry;
          return answer;
        },
      },
    );
    expect(added).toEqual({
      labels: { nl: 'Vacatures', fr: 'Emplois', en: 'Jobs' },
      link: { kind: 'url', url: 'https://jobs.example.com' },
    });
  });

  it("names the fields to fix in the member's language and calls nothing", async () => {
    const never = async () => {
      throw new Error('not to be called');
    };
    const refused = await post(
      [
        ['type', 'footer'],
        ['intent', 'add'],
        ['label.nl', 'Vacatures'],
        ['label.fr', ''],
        ['label.en', 'Jobs'],
        ['kind', 'url'],
        ['url', 'javascript:alert(1)'],
      ],
      { addNavigationEntry: never },
      'en',
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.errors).toEqual({
      'label.fr': 'Fill in a label of at most 80 characters.',
      url: 'Give a path of the shop starting with /, or an address with http:// or https://.',
    });
  });
});
