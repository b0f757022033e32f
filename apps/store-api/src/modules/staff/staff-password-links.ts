import { randomBytes } from 'node:crypto';
import type { StaffLanguage, StaffPasswordLink } from '@tradeshop/api-client/contracts';
import { errorCodes, storefrontLocales } from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { Mailer } from '../../platform/ports.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { secretDigest } from '../../platform/secret-digest.ts';
import { hashPassword } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { staffInvitationMail, staffPasswordLinkMail } from '../mail/index.ts';
import { firstLanguageIdOf, storefrontOfLanguage } from '../sales-channel/index.ts';
import { staffMember, staffPasswordLink } from './staff.tables.ts';
import { endStaffSessionsOf } from './staff-sessions.ts';

/** How long an invitation's link works: a week to find the mail. */
export const invitationLifetimeDays = 7;
/** How long a link to a new password works: a day, since the member did not ask for it themself. */
export const newPasswordLinkLifetimeHours = 24;

/** A member to mail a password link to. */
export interface LinkAddressee {
  id: string;
  username: string;
  name: string;
  email: string;
  language: string;
  passwordSet: boolean;
}

/** Ends every link of a member that still works. */
async function endPasswordLinksOf(tx: Tx, staffId: string): Promise<void> {
  await tx
    .update(staffPasswordLink)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffPasswordLink.staffId, staffId), isNull(staffPasswordLink.endedAt)));
}

/**
 * Mails a member a new link to set their password, in their language: an invitation while they have
 * none, else a link to a new one. Earlier links end. The link opens the back-office, which lives at
 * `/admin` on the origin of the storefront of the member's language. `sender` is the name of the
 * administrator who sends it.
 */
export async function mailPasswordLink(
  tx: Tx,
  mailer: Mailer,
  sender: string,
  member: LinkAddressee,
): Promise<'invitation' | 'password-link'> {
  await endPasswordLinksOf(tx, member.id);
  const sent = member.passwordSet ? 'password-link' : 'invitation';
  const lifetimeHours = sent === 'invitation' ? invitationLifetimeDays * 24 : newPasswordLinkLifetimeHours;
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffPasswordLink).values({
    tokenHash: secretDigest(token),
    staffId: member.id,
    expiresAt: sql`now() + make_interval(hours => ${lifetimeHours})`,
  });
  const storefront = await storefrontOfLanguage(tx, await firstLanguageIdOf(tx, member.language));
  const url = `${new URL(storefront.url).origin}/admin/set-password?token=${token}`;
  const locale = storefrontLocales.find(({ code }) => code.startsWith(`${member.language}-`))!.code;
  const texts = { name: member.name, username: member.username, url };
  await mailer.send(tx, {
    to: member.email,
    locale,
    ...(sent === 'invitation'
      ? {
          template: 'staff-invitation',
          ...staffInvitationMail(locale, { ...texts, inviter: sender, days: invitationLifetimeDays }),
        }
      : {
          template: 'staff-password-link',
          ...staffPasswordLinkMail(locale, { ...texts, sender, hours: newPasswordLinkLifetimeHours }),
        }),
  });
  return sent;
}

/** The member whose link of `token` still works: not used, not replaced, not expired, member active. */
const memberOfUsableLink = (tx: Tx, token: string) =>
  tx
    .select({
      id: staffMember.id,
      username: staffMember.username,
      name: staffMember.name,
      language: staffMember.language,
      passwordSet: sql<boolean>`${staffMember.passwordHash} is not null`,
    })
    .from(staffPasswordLink)
    .innerJoin(staffMember, eq(staffMember.id, staffPasswordLink.staffId))
    .where(
      and(
        eq(staffPasswordLink.tokenHash, secretDigest(token)),
        isNull(staffPasswordLink.endedAt),
        gt(staffPasswordLink.expiresAt, sql`now()`),
        eq(staffMember.active, true),
      ),
    );

/** Whether a link still sets a password, and whom the page greets; nothing more for any other link. */
export async function passwordLinkState(tx: Tx, token: string): Promise<StaffPasswordLink> {
  const [member] = await memberOfUsableLink(tx, token);
  if (!member) return { usable: false };
  const { id: _id, language, ...greeting } = member;
  return { usable: true, ...greeting, language: language as StaffLanguage };
}

/**
 * Sets the password of the member a mailed link names: the link and any other of theirs end, and so
 * do their sessions. Recorded in the audit log as the member's own change.
 */
export async function setPasswordWithLink(
  tx: Tx,
  input: { token: string; password: string },
  clientAddress: string,
): Promise<void> {
  const [member] = await memberOfUsableLink(tx, input.token).for('update', { of: staffPasswordLink });
  if (!member)
    throw new ApiProblem(
      400,
      errorCodes.adminPasswordLinkInvalid,
      'This link is unknown, expired or used already: ask an administrator for a new one.',
    );
  await tx
    .update(staffMember)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(staffMember.id, member.id));
  await endPasswordLinksOf(tx, member.id);
  await endStaffSessionsOf(tx, member.id);
  await recordAudit(
    tx,
    { kind: 'staff', id: member.id, name: member.name, clientAddress },
    { objectType: 'staff-member', objectId: member.id, action: 'password-set' },
  );
}
