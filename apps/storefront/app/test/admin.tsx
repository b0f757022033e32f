import type { AdminApiClient } from '@tradeshop/api-client';
import type { StaffPermission } from '@tradeshop/domain';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, Outlet, RouterContextProvider } from 'react-router';
import { staffSessionContext } from '../lib/admin/staff-session.server';

export interface AdminPage {
  /** The route's id, under which its loader and action data are kept. */
  id: string;
  /** The route's path below /admin, e.g. `media/:id`. */
  path: string;
  /** The address shown, e.g. `/admin/media/0190…`. */
  url: string;
  // biome-ignore lint/suspicious/noExplicitAny: route modules type their props by their own loader
  Page: ComponentType<any>;
  loaderData: unknown;
  actionData?: unknown;
}

/** The HTML of a back-office page in English, under the admin layout, with what its loader and action answered. */
export function renderAdminPage({ id, path, url, Page, loaderData, actionData }: AdminPage): string {
  const Stub = createRoutesStub([
    {
      id: 'admin',
      path: '/admin',
      Component: Outlet,
      loader: () => ({ language: 'en' }),
      children: [{ id, path, Component: Page as ComponentType, loader: () => loaderData }],
    },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { admin: { language: 'en' }, [id]: loaderData },
        ...(actionData ? { actionData: { [id]: actionData } } : {}),
      }}
    />,
  );
}

export interface StaffAction {
  /** The address posted to, e.g. `/admin/media`. */
  url: string;
  params?: Record<string, string>;
  /** The posted form: fields as a record or in order, or a multipart form. */
  body: Record<string, string> | [string, string][] | URLSearchParams | FormData;
  /** The Admin API as the test answers it; the methods the action must not call are left out or throw. */
  client: Partial<AdminApiClient>;
  permissions: readonly StaffPermission[];
  language?: 'nl' | 'en';
}

/** The arguments of a back-office action posted by a signed-in staff member holding `permissions`. */
export function staffActionArgs({
  url,
  params = {},
  body,
  client,
  permissions,
  language = 'en',
}: StaffAction) {
  const context = new RouterContextProvider();
  context.set(staffSessionContext, {
    client: client as AdminApiClient,
    me: async () => ({
      id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a99',
      username: 'staff.member',
      name: 'Sam Staff',
      email: 'sam@tradeshop.example',
      language,
      roles: [],
      permissions: [...permissions],
      twoFactor: { on: false, required: false },
      twoFactorSetupPending: false,
    }),
    language: async () => language,
  });
  const address = new URL(url, 'http://shop.test');
  const form = body instanceof FormData || body instanceof URLSearchParams ? body : new URLSearchParams(body);
  const request = new Request(address, { method: 'POST', body: form });
  // The route's own Route.ActionArgs type is generated per route; the stub fills the fields actions read.
  return { request, url: address, params, context } as never;
}
