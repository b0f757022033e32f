import type { AdminApiClient, ShopSettings, ShopSettingsResponse } from '@tradeshop/api-client';
import { type StaffPermission, staffRolePresets } from '@tradeshop/domain';
import { describe, expect, it, vi } from 'vitest';
import { draftOf } from '../../lib/admin/settings-form';
import { renderAdminPage, staffActionArgs } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import SettingsPage, { action } from './settings';

const environment: ShopSettings = {
  maintenance: { active: false, messages: { nl: '', fr: '', en: '', de: '' }, allowedAddresses: [] },
  featureFlags: ['DISPLAY_MOBILE'],
  minimumOrder: null,
  freeShippingLimit: 250,
  delivery: { cutOffs: { ANT: '16:00', LIE: '15:00' }, defaultCutOff: '15:00', closedDays: [] },
  sellerVatNumber: 'BE0123456749',
  viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
};
const answer: ShopSettingsResponse = { data: { settings: environment, environment, saved: [] } };

/** The settings page in English, with what the loader and the action answered. */
function render(actionData?: unknown): string {
  const loaderData = {
    draft: draftOf(environment, environment),
    environment: { sellerVatNumber: environment.sellerVatNumber, viesUrl: environment.viesUrl },
    history: null,
  };
  return renderAdminPage({
    id: 'settings',
    path: 'settings',
    url: '/admin/settings',
    Page: SettingsPage,
    loaderData,
    actionData,
  });
}

/** The form as the page posts it, untouched but for `changes`. */
function posted(changes: Record<string, string | null>) {
  const fields: Record<string, string> = {
    'message.nl': '',
    'message.fr': '',
    'message.en': '',
    'message.de': '',
    allowedAddresses: '',
    'flag.DISPLAY_MOBILE': 'on',
    minimumOrderValue: '',
    minimumOrderSurcharge: '',
    freeShippingLimit: '250',
    defaultCutOff: '15:00',
    'cutOff.ANT': '16:00',
    'cutOff.LIE': '15:00',
    closedDays: '',
    sellerVatNumber: '',
    viesUrl: '',
  };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  return new URLSearchParams(fields);
}

/** The page's action for a member holding `permissions`, whose Admin API saves with `save`. */
function submit(
  body: URLSearchParams,
  save: AdminApiClient['saveShopSettings'],
  permissions: StaffPermission[],
) {
  const client = { shopSettings: async () => answer, saveShopSettings: save };
  return action(staffActionArgs({ url: '/admin/settings', body, client, permissions })) as Promise<{
    data?: { problems: Record<string, string> };
    init?: { status: number };
  }>;
}

const admin = [...staffRolePresets.admin];

describe("the back-office's settings page", () => {
  it('shows maintenance with a message per language, the flags, amounts, cut-offs and VIES as labelled fields', () => {
    const html = render();
    expect(tagOf(html, 'input', { type: 'checkbox', name: 'maintenanceActive' })).toBeDefined();
    for (const language of ['nl', 'fr', 'en', 'de'])
      expect(tagOf(html, 'textarea', { name: `message.${language}` })).toBeDefined();
    expect(tagOf(html, 'input', { type: 'checkbox', name: 'flag.DISPLAY_MOBILE' }).attributes).toHaveProperty(
      'checked',
    );
    expect(
      tagOf(html, 'input', { type: 'checkbox', name: 'flag.DISPLAY_FAX' }).attributes,
    ).not.toHaveProperty('checked');
    expect(tagOf(html, 'input', { name: 'cutOff.ANT' }).attributes).toMatchObject({
      type: 'time',
      value: '16:00',
    });
    expect(tagOf(html, 'input', { name: 'freeShippingLimit' }).attributes).toMatchObject({ value: '250' });
    expect(textOf(html)).toContain('Message in Dutch');
    // A flag by what it does, its code beside it for those who set it in the environment.
    expect(textOf(html)).toContain('Fax number field DISPLAY_FAX');
    expect(textOf(html)).toContain("Empty: the configuration's (BE0123456749).");
  });

  it('saves maintenance with its message and addresses, and amounts with a decimal comma', async () => {
    const save = vi.fn(async () => answer);
    await submit(
      posted({
        maintenanceActive: 'on',
        'message.fr': 'Inventaire annuel',
        allowedAddresses: '203.0.113.0/24\n2001:db8::7',
        minimumOrderValue: '50',
        minimumOrderSurcharge: '7,50',
        closedDays: '2026-12-31\n2026-12-24',
      }),
      save,
      admin,
    );
    expect(save).toHaveBeenCalledWith({
      ...environment,
      maintenance: {
        active: true,
        messages: { nl: '', fr: 'Inventaire annuel', en: '', de: '' },
        allowedAddresses: ['203.0.113.0/24', '2001:db8::7'],
      },
      minimumOrder: { value: 50, surcharge: 7.5 },
      delivery: { ...environment.delivery, closedDays: ['2026-12-24', '2026-12-31'] },
      sellerVatNumber: null,
      viesUrl: null,
    });
  });

  it('refuses wrong input field by field with 400 and saves nothing', async () => {
    const save = vi.fn(async () => answer);
    const refused = await submit(
      posted({
        allowedAddresses: 'office',
        minimumOrderValue: '50',
        freeShippingLimit: '99,999',
        defaultCutOff: '25:00',
        closedDays: '31/12/2026',
        sellerVatNumber: 'BE0123456789',
      }),
      save,
      admin,
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.problems).toEqual({
      allowedAddresses: '“office” is no IP address or network.',
      minimumOrder: 'Fill in both the minimum order value and its surcharge, or neither.',
      freeShippingLimit: 'Enter an amount in euro with at most two decimals.',
      defaultCutOff: 'Enter a time as HH:MM.',
      closedDays: '“31/12/2026” is no date (YYYY-MM-DD).',
      sellerVatNumber: 'This is no valid Belgian VAT number (BE and ten digits).',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('is closed to a content editor', async () => {
    const save = vi.fn(async () => answer);
    await expect(submit(posted({}), save, [...staffRolePresets['content-editor']])).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(save).not.toHaveBeenCalled();
  });
});
