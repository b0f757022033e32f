import {
  type AdminApiClient,
  type AdminPunchoutConnection,
  type AdminPunchoutTest,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes, staffRolePresets } from '@tradeshop/domain';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminPage, staffActionArgs } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import PunchoutConnectionsPage, { action as createAction } from './punchout';
import PunchoutConnectionPage, { action as connectionAction } from './punchout-connection';

const connection: AdminPunchoutConnection = {
  customerId: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b',
  company: { id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a00', number: '100001', name: 'Demo Bouw' },
  user: { username: 'demo.buyer', name: 'Tom Janssens', email: 'tom@bouw.example' },
  protocol: 'cxml',
  ociUsername: null,
  ociLogin: 'password',
  cxmlDomain: 'networkid',
  cxmlIdentity: 'an01000000001',
  allowedHosts: ['*.ariba.example'],
  entryUrl: 'http://localhost:3000/cxml/setup',
  createdAt: '2026-11-29T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
  lastUsedAt: null,
};
const secret = 'Zm9vYmFyYmF6cXV4LXNlY3JldC0xMjM0';

/** An action of the pages for an integration manager of `language`, whose Admin API answers `client`. */
function act(
  action: typeof createAction | typeof connectionAction,
  fields: Record<string, string>,
  client: Partial<AdminApiClient>,
  language: 'nl' | 'en' = 'en',
) {
  const args = staffActionArgs({
    url: `/admin/punchout/${connection.customerId}`,
    params: { id: connection.customerId },
    body: fields,
    client,
    permissions: staffRolePresets['integration-manager'],
    language,
  });
  return action(args) as Promise<
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its outcome
    { data?: any; init?: { status: number } } & Record<string, any>
  >;
}

/** A page in English, with what its loader and action answered. */
function render(Page: ComponentType, path: string, loaderData: unknown, actionData?: unknown): string {
  return renderAdminPage({
    id: 'page',
    path: path.replace('/admin/', ''),
    url: path,
    Page,
    loaderData,
    actionData,
  });
}

const newCxml = {
  protocol: 'cxml',
  username: 'demo.buyer',
  cxmlDomain: 'NetworkID',
  cxmlIdentity: 'AN01000000001',
  allowedHosts: '*.ariba.example\ns1.coupa.example',
};

describe('creating a connection in the back-office', () => {
  it('sends the checked connection, and shows the secret once with the test form filled in', async () => {
    const createPunchoutConnection = vi.fn(async () => ({ data: { connection, secret } }));
    const created = await act(createAction, newCxml, { createPunchoutConnection });
    expect(createPunchoutConnection).toHaveBeenCalledWith({
      protocol: 'cxml',
      username: 'demo.buyer',
      cxmlDomain: 'NetworkID',
      cxmlIdentity: 'AN01000000001',
      allowedHosts: ['*.ariba.example', 's1.coupa.example'],
    });
    const html = render(
      PunchoutConnectionsPage as ComponentType,
      '/admin/punchout',
      { connections: [connection], company: null, filtered: false, mayReadCompanies: false },
      created,
    );
    expect(textOf(html)).toContain('The shared secret, shown only now:');
    expect(textOf(html)).toContain(secret);
    const form = tagOf(html, 'form', { action: `/admin/punchout/${connection.customerId}` });
    expect(form.attributes.method).toBe('post');
    expect(tagOf(html, 'input', { name: 'sharedSecret' }).attributes.value).toBe(secret);
    expect(tagOf(html, 'input', { name: 'browserFormPostUrl' }).attributes.value).toBe(
      'https://punchout-test.ariba.example/punchout/return',
    );
  });

  it('refuses a host that is no host name in the member’s words, without calling the Admin API', async () => {
    const createPunchoutConnection = vi.fn();
    const refused = await act(
      createAction,
      { ...newCxml, allowedHosts: 'https://s1.ariba.example/punchout' },
      { createPunchoutConnection },
      'nl',
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors.allowedHosts).toBe(
      '“https://s1.ariba.example/punchout” is geen hostnaam: schrijf srm.example.com, srm.example.com:8443 of *.example.com, zonder https:// of pad.',
    );
    expect(createPunchoutConnection).not.toHaveBeenCalled();
  });

  it('says when the user is connected already', async () => {
    const refused = await act(createAction, newCxml, {
      createPunchoutConnection: async () => {
        throw new StoreApiError(409, [
          {
            status: '409',
            code: errorCodes.punchoutAlreadyConnected,
            title: 'Refused',
            detail: '',
            meta: { parameters: {} },
          },
        ]);
      },
    });
    expect(refused.init?.status).toBe(409);
    expect(refused.data.error).toMatch(/^This user has a punch-out connection already/);
  });
});

describe('the test setup request', () => {
  const answer: AdminPunchoutTest = {
    status: 401,
    statusText: 'Unauthorized: Unknown sender or wrong shared secret.',
    startPageUrl: null,
    requestXml: '<cXML><Header><Sender><Credential domain="networkid"/></Sender></Header></cXML>',
    responseXml: '<cXML><Response><Status code="401" text="Unauthorized"/></Response></cXML>',
  };

  it('sends the typed secret and shows the refusal with the cXML escaped in a pre', async () => {
    const testPunchoutSetup = vi.fn(async () => ({ data: answer }));
    const tested = await act(
      connectionAction,
      { intent: 'test', sharedSecret: 'typed-secret', browserFormPostUrl: 'https://a.ariba.example/post' },
      { testPunchoutSetup },
    );
    expect(testPunchoutSetup).toHaveBeenCalledWith(connection.customerId, {
      sharedSecret: 'typed-secret',
      browserFormPostUrl: 'https://a.ariba.example/post',
    });
    const html = render(
      PunchoutConnectionPage as ComponentType,
      `/admin/punchout/${connection.customerId}`,
      {
        connection,
        history: null,
        browserFormPostUrl: 'https://punchout-test.ariba.example/punchout/return',
        mayReadCompanies: false,
      },
      tested.data,
    );
    expect(textOf(html)).toContain('Refused: the procurement system would show this status.');
    expect(textOf(html)).toContain('401 Unauthorized: Unknown sender or wrong shared secret.');
    expect(html).toContain('&lt;Status code=&quot;401&quot; text=&quot;Unauthorized&quot;/&gt;');
    expect(html).not.toContain('<Status code="401"');
    expect(html).not.toContain('typed-secret');
  });

  it('asks for the secret and an http(s) address before it calls the Admin API', async () => {
    const testPunchoutSetup = vi.fn();
    const refused = await act(
      connectionAction,
      { intent: 'test', sharedSecret: '', browserFormPostUrl: 'javascript:alert(1)' },
      { testPunchoutSetup },
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.testErrors).toEqual({
      sharedSecret: 'Enter the shared secret.',
      browserFormPostUrl: 'Enter an http or https address.',
    });
    expect(testPunchoutSetup).not.toHaveBeenCalled();
  });
});

describe('the page of a connection', () => {
  it('shows an OCI connection its catalogue URL with the fields to try, and no test setup request', () => {
    const oci: AdminPunchoutConnection = {
      ...connection,
      protocol: 'oci',
      ociUsername: 'srm-bouw',
      cxmlDomain: null,
      cxmlIdentity: null,
      allowedHosts: ['srm.bouw.example'],
      entryUrl: 'http://localhost:3000/oci',
    };
    const html = render(PunchoutConnectionPage as ComponentType, `/admin/punchout/${oci.customerId}`, {
      connection: oci,
      history: null,
      browserFormPostUrl: 'https://srm.bouw.example/punchout/return',
      mayReadCompanies: false,
    });
    expect(html).toContain(
      'http://localhost:3000/oci?USERNAME=srm-bouw&amp;PASSWORD=&lt;…&gt;&amp;HOOK_URL=https%3A%2F%2Fsrm.bouw.example%2Fpunchout%2Freturn',
    );
    expect(html).not.toContain('name="sharedSecret"');
  });

  it('refuses hosts that are no host names without calling the Admin API', async () => {
    const changePunchoutHosts = vi.fn();
    const refused = await act(
      connectionAction,
      { intent: 'hosts', allowedHosts: 'srm.bouw.example\nsrm.bouw.example/path' },
      { changePunchoutHosts },
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.hostsError).toMatch(/^“srm.bouw.example\/path” is no host name/);
    expect(changePunchoutHosts).not.toHaveBeenCalled();
    const saved = vi.fn(async () => ({ data: connection }));
    await act(
      connectionAction,
      { intent: 'hosts', allowedHosts: 'A.ariba.example, *.ariba.example' },
      {
        changePunchoutHosts: saved,
      },
    );
    expect(saved).toHaveBeenCalledWith(connection.customerId, ['a.ariba.example', '*.ariba.example']);
  });
});
