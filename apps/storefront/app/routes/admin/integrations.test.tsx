import {
  type AdminApiClient,
  type AdminIntegrationClient,
  type AdminIntegrationImport,
  type AdminWebhook,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes, staffRolePresets } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, staffActionArgs } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import IntegrationsPage, { action } from './integrations';

const client: AdminIntegrationClient = {
  id: 'erp_0123456789abcdef',
  name: 'Navision',
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt: '2026-11-29T13:05:00.000Z',
  revokedAt: null,
};
const webhook: AdminWebhook = {
  source: 'stored',
  url: 'https://erp.example.be/events',
  previousSecretUntil: '2026-11-30T13:00:00.000Z',
  changedAt: '2026-11-29T13:00:00.000Z',
};
const refusedImport: AdminIntegrationImport = {
  id: 7,
  at: '2026-11-29T12:00:00.000Z',
  kind: 'stock',
  client: { id: client.id, name: client.name },
  fileName: null,
  status: 'refused',
  problem: null,
  finishedAt: '2026-11-29T12:00:01.000Z',
  received: 2,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 1,
  refusedRows: [{ line: 2, key: 'ART-404', code: 'UNKNOWN_ARTICLE', reason: 'No article ART-404.' }],
};

const pageData = { clients: [client], webhook, imports: [refusedImport], history: null };

/** The integrations page in English, with what the loader and the action answered. */
function render(actionData?: unknown): string {
  return renderAdminPage({
    id: 'integrations',
    path: 'integrations',
    url: '/admin/integrations',
    Page: IntegrationsPage,
    loaderData: pageData,
    actionData,
  });
}

/** The page's action for an integration manager of `language`, whose Admin API answers `api`. */
function act(fields: Record<string, string>, api: Partial<AdminApiClient>, language: 'nl' | 'en' = 'en') {
  const args = staffActionArgs({
    url: '/admin/integrations',
    body: fields,
    client: api,
    permissions: staffRolePresets['integration-manager'],
    language,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the action's answer is read loosely, as the page does
  return action(args) as Promise<any>;
}

const never = async () => {
  throw new Error('not to be called');
};

describe("the back-office's integrations page", () => {
  it('lists the clients with their last use, the webhook with its overlap, and the refused rows of an import', () => {
    const html = render();
    const text = textOf(html);
    expect(text).toContain('Navision erp_0123456789abcdef');
    expect(text).toContain('29/11/2026 14:05');
    expect(tagOf(html, 'button', { name: 'intent', value: 'revoke-client' })).toBeDefined();
    expect(tagOf(html, 'input', { name: 'url', type: 'url' }).attributes.value).toBe(webhook.url);
    expect(text).toContain('The previous secret still signs beside the new one until 30/11/2026 14:00.');
    expect(tagOf(html, 'select', { name: 'overlapHours' })).toBeDefined();
    expect(text).toContain('Refused: 1 of 2 rows; nothing was applied');
    expect(text).toContain('Line 2 (ART-404): No article ART-404.');
  });

  it('shows a secret made just now, once, and the answer of a test delivery', () => {
    const text = textOf(
      render({
        done: 'Client ERP created (erp_1).',
        error: null,
        secret: { label: 'Secret of client erp_1', value: 'the-secret-value' },
        test: { url: webhook.url, delivered: true, status: 204, milliseconds: 12, error: null },
      }),
    );
    expect(text).toContain('Copy this secret now: it is not shown again.');
    expect(text).toContain('The webhook took the test delivery: status 204 in 12 ms.');
    expect(render()).not.toContain('the-secret-value');
  });
});

describe('the integrations page’s action', () => {
  it('refuses bad input with a 400 in the member’s language, without calling the Admin API', async () => {
    const noName = await act(
      { intent: 'create-client', name: ' ' },
      { createIntegrationClient: never },
      'nl',
    );
    expect(noName.init.status).toBe(400);
    expect(noName.data.error).toEqual({
      field: 'name',
      message: 'Geef de client een naam van hoogstens 100 tekens.',
    });
    const badUrl = await act(
      { intent: 'save-webhook', url: 'ftp://erp.example.be' },
      { changeIntegrationWebhook: never },
    );
    expect(badUrl.data.error.field).toBe('url');
    const badOverlap = await act(
      { intent: 'rotate-secret', overlapHours: '5' },
      { rotateIntegrationWebhookSecret: never },
    );
    expect(badOverlap.data.error.field).toBe('overlapHours');
  });

  it('answers a new client’s secret once, and a rotation’s', async () => {
    const created = await act(
      { intent: 'create-client', name: 'Navision' },
      {
        createIntegrationClient: async (name) => ({ data: { ...client, name, secret: 'client-secret' } }),
      },
    );
    expect(created.secret).toEqual({ label: `Secret of client ${client.id}`, value: 'client-secret' });
    const rotated = await act(
      { intent: 'rotate-secret', overlapHours: '24' },
      {
        rotateIntegrationWebhookSecret: async (hours) => {
          expect(hours).toBe(24);
          return { data: { ...webhook, secret: 'webhook-secret' } };
        },
      },
    );
    expect(rotated.secret.value).toBe('webhook-secret');
    expect(rotated.done).toContain('24 hours');
  });

  it('words the Admin API’s refusals', async () => {
    const noWebhook = await act(
      { intent: 'test-webhook' },
      {
        testIntegrationWebhook: async () => {
          throw new StoreApiError(409, [
            {
              status: '409',
              code: errorCodes.adminNoWebhook,
              title: 'Refused',
              detail: '',
              meta: { parameters: {} },
            },
          ]);
        },
      },
    );
    expect(noWebhook.init.status).toBe(409);
    expect(noWebhook.data.error).toEqual({
      field: 'form',
      message: 'No webhook is set: save its address first.',
    });
  });
});
