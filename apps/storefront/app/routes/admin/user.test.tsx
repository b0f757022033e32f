import {
  type AdminApiClient,
  type AdminUser,
  type PersonalDataErasure,
  StoreApiError,
} from '@tradeshop/api-client';
import { errorCodes, staffRolePresets } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, staffActionArgs } from '../../test/admin';
import { tagOf, textOf } from '../../test/markup';
import UserPage, { action } from './user';

const user: AdminUser = {
  id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a5b',
  username: 'jan.peeters',
  name: 'Jan Peeters',
  email: 'jan.peeters@bouw.example',
  active: true,
  leadBuyer: false,
  passwordSet: true,
  firstName: 'Jan',
  lastName: 'Peeters',
  phone: '+32 475 12 34 56',
  createdAt: '2026-03-02T09:00:00.000Z',
  erasedAt: null,
  company: { id: '0190a1b2c3d47e5f8a9b0c1d2e3f4a00', number: '100001', name: 'Demo Bouw', active: true },
  rights: [],
};

const pageData = (shown: AdminUser, mayHandlePersonalData = true) => ({
  user: shown,
  history: null,
  mayManage: !shown.erasedAt,
  mayLogInAs: false,
  mayHandlePersonalData,
});

/** The user's page in the back-office in English, with what the loader and the action answered. */
function render(loaderData: ReturnType<typeof pageData>, actionData?: unknown): string {
  return renderAdminPage({
    id: 'user',
    path: 'users/:id',
    url: `/admin/users/${user.id}`,
    Page: UserPage,
    loaderData,
    actionData,
  });
}

/** The action of the page for a member of `language` holding `permissions`, whose Admin API answers `client`. */
function erase(
  fields: Record<string, string>,
  client: Partial<AdminApiClient>,
  language: 'nl' | 'en' = 'nl',
) {
  const args = staffActionArgs({
    url: `/admin/users/${user.id}`,
    params: { id: user.id },
    body: { intent: 'erase', ...fields },
    client,
    permissions: staffRolePresets['customer-service'],
    language,
  });
  return action(args) as Promise<{
    data?: { eraseError: { field: string; message: string } | null };
    init?: { status: number };
  }>;
}

const refusedWith = (code: string) => async () => {
  throw new StoreApiError(409, [
    { status: '409', code, title: 'Refused', detail: '', meta: { parameters: {} } },
  ]);
};

describe("the back-office's user page", () => {
  it('offers the export as a download and the erasure with a reason and a confirmation', () => {
    const html = render(pageData(user));
    expect(tagOf(html, 'a', { href: `/admin/users/${user.id}/personal-data` }).attributes).toHaveProperty(
      'download',
    );
    expect(textOf(html)).toContain('Export personal data');
    expect(textOf(html)).toContain('Erasing this person cannot be undone.');
    expect(tagOf(html, 'input', { type: 'hidden', name: 'intent', value: 'erase' })).toBeDefined();
    expect(tagOf(html, 'textarea', { name: 'reason' }).attributes).toHaveProperty('required');
    expect(tagOf(html, 'input', { type: 'checkbox', name: 'confirm' })).toBeDefined();
    expect(textOf(html)).toContain('Erase this person');
  });

  it('shows neither to a member without the privacy permission', () => {
    const html = render(pageData(user, false));
    expect(html).not.toContain('/personal-data');
    expect(html).not.toContain('name="confirm"');
  });

  it('marks an erased user and shows what erasing them did', () => {
    const erased: PersonalDataErasure = {
      erasedAt: '2026-11-29T13:00:00.000Z',
      ordersKept: 3,
      orderListsRemoved: 1,
      newsletterRemoved: true,
      contactMessagesAnonymised: 2,
      offerRequestsAnonymised: 0,
      mailsRemoved: 7,
      auditEntriesAnonymised: 12,
    };
    const shown = { ...user, name: 'Erased person', erasedAt: erased.erasedAt };
    const text = textOf(
      render(pageData(shown, false), {
        done: 'This person was erased.',
        error: null,
        erased,
        eraseError: null,
      }),
    );
    expect(text).toContain('Erased person Erased');
    expect(text).toContain('This person was erased.');
    expect(text).toContain('Orders kept with their lines and amounts 3');
    expect(text).toContain('Mails removed from the outbox 7');
    expect(text).not.toContain('Deactivate');
  });
});

describe('erasing from the user page', () => {
  it('asks for a reason and the confirmation before it calls the Admin API', async () => {
    const never = async () => {
      throw new Error('not to be called');
    };
    const noReason = await erase({ reason: '', confirm: 'on' }, { eraseCustomerUser: never });
    expect(noReason.init?.status).toBe(400);
    expect(noReason.data?.eraseError).toEqual({
      field: 'reason',
      message: 'Geef een reden van minstens 3 tekens.',
    });
    const unconfirmed = await erase({ reason: 'Asked in writing' }, { eraseCustomerUser: never }, 'en');
    expect(unconfirmed.data?.eraseError).toEqual({
      field: 'confirm',
      message: 'Confirm that the data is erased for good.',
    });
  });

  it("words the Admin API's refusals in the member's language", async () => {
    const lastLead = await erase(
      { reason: 'Asked in writing', confirm: 'on' },
      { eraseCustomerUser: refusedWith(errorCodes.lastLeadBuyer) },
    );
    expect(lastLead.init?.status).toBe(409);
    expect(lastLead.data?.eraseError).toEqual({
      field: 'form',
      message:
        'Dit is de laatste actieve hoofdinkoper van het bedrijf: maak eerst een andere gebruiker hoofdinkoper.',
    });
    const naming = await erase(
      { reason: 'Jan Peeters asked', confirm: 'on' },
      { eraseCustomerUser: refusedWith(errorCodes.adminReasonNamesPerson) },
      'en',
    );
    expect(naming.data?.eraseError).toEqual({
      field: 'reason',
      message: 'The reason names the person, and the audit log keeps it: say why without naming them.',
    });
  });
});
