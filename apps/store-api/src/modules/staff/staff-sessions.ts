import { randomBytes } from 'node:crypto';
import { permissionsOfRoles, type StaffPermission } from '@tradeshop/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { StaffSessionLimits } from '../../platform/context.ts';
import { secretDigest as digest } from '../../platform/secret-digest.ts';
import { decoyHash, rehashedPassword, throttledCheck, verifyPassword } from '../account/index.ts';
import { staffMember, staffMemberRole, staffRole, staffSession } from './staff.tables.ts';
import { takeRecoveryCode, takeTotpCode } from './staff-two-factor.ts';

const newToken = () => randomBytes(32).toString('base64url');

export interface StaffTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

/** The signed-in member behind an access token, with what their roles allow. */
export interface StaffPrincipal {
  id: string;
  sessionId: string;
  username: string;
  name: string;
  email: string;
  language: string;
  roles: { id: string; name: string }[];
  permissions: StaffPermission[];
  twoFactor: { on: boolean; required: boolean };
  /** The session may only set up two-factor sign-in, which is required of the member. */
  twoFactorPending: boolean;
}

/** A session that still runs: not ended, used within the idle time, younger than its greatest age. */
const sessionRuns = (limits: StaffSessionLimits) =>
  and(
    isNull(staffSession.endedAt),
    gt(staffSession.lastUsedAt, sql`now() - make_interval(secs => ${limits.idleSeconds})`),
    gt(staffSession.startedAt, sql`now() - make_interval(secs => ${limits.maxSeconds})`),
    eq(staffMember.active, true),
  );

/** New tokens for a session; the access token never outlives the session's greatest age. */
function tokensFor(startedAt: Date, limits: StaffSessionLimits, now = Date.now()) {
  const left = Math.floor((startedAt.getTime() + limits.maxSeconds * 1000 - now) / 1000);
  const expiresIn = Math.max(1, Math.min(limits.accessSeconds, left));
  const access = newToken();
  const refresh = newToken();
  return {
    tokens: {
      access_token: access,
      token_type: 'Bearer' as const,
      expires_in: expiresIn,
      refresh_token: refresh,
    },
    columns: {
      accessTokenHash: digest(access),
      accessExpiresAt: new Date(now + expiresIn * 1000),
      refreshTokenHash: digest(refresh),
      lastUsedAt: new Date(now),
    },
  };
}

/** Why a password grant gave no tokens: bad credentials, or a second factor missing or wrong. */
export type SignInRefusal = 'invalid' | 'code-needed';

/**
 * OAuth2's password grant for a staff member: a new session, or a refusal. An unknown username, a
 * wrong password, a member who has not chosen a password yet and an inactive member get one refusal; a member with two-factor sign-in on also
 * needs a fresh code of the authenticator or an unused recovery code. Failed passwords and codes
 * count against the login throttle of customers, under names of their own; throttled, it answers
 * 429. A member of whom two-factor sign-in is required but not set up gets a session that may only
 * set it up.
 */
export async function signInStaff(
  tx: Tx,
  login: { username: string; password: string; totpCode?: string; recoveryCode?: string },
  client: { address: string; wait: (milliseconds: number) => Promise<void> },
  limits: StaffSessionLimits,
): Promise<{ tokens: StaffTokens } | { refused: SignInRefusal }> {
  const username = login.username.trim().toLowerCase();
  const throttleName = `staff:${username}`;
  const [member] = await tx
    .select({
      id: staffMember.id,
      passwordHash: staffMember.passwordHash,
      active: staffMember.active,
      twoFactorOn: sql<boolean>`${staffMember.totpConfirmedAt} is not null`,
      twoFactorRequired: staffMember.twoFactorRequired,
    })
    .from(staffMember)
    .where(sql`lower(${staffMember.username}) = ${username}`);
  const passed = await throttledCheck(tx, throttleName, client, async () =>
    // An unknown username, or a member without a password, takes as long as a wrong password.
    verifyPassword(login.password, member?.passwordHash ?? (await decoyHash())),
  );
  if (!member?.passwordHash || !passed || !member.active) return { refused: 'invalid' };
  if (member.twoFactorOn) {
    if (!login.totpCode && !login.recoveryCode) return { refused: 'code-needed' };
    const codeFits = await throttledCheck(tx, throttleName, client, () =>
      login.totpCode
        ? takeTotpCode(tx, member.id, login.totpCode)
        : takeRecoveryCode(tx, member.id, login.recoveryCode!),
    );
    if (!codeFits) return { refused: 'code-needed' };
  }
  const rehashed = await rehashedPassword(login.password, member.passwordHash);
  if (rehashed)
    await tx.update(staffMember).set({ passwordHash: rehashed }).where(eq(staffMember.id, member.id));
  const startedAt = new Date();
  const { tokens, columns } = tokensFor(startedAt, limits, startedAt.getTime());
  await tx.insert(staffSession).values({
    id: crypto.randomUUID(),
    staffId: member.id,
    startedAt,
    clientAddress: client.address,
    twoFactorPending: member.twoFactorRequired && !member.twoFactorOn,
    ...columns,
  });
  return { tokens };
}

/**
 * OAuth2's refresh grant: new tokens for a session that still runs, both old ones given up; null
 * for a token that is unknown, used already, or of an ended session.
 */
export async function refreshStaffSession(
  tx: Tx,
  refreshToken: string,
  limits: StaffSessionLimits,
): Promise<StaffTokens | null> {
  const [session] = await tx
    .select({ id: staffSession.id, startedAt: staffSession.startedAt })
    .from(staffSession)
    .innerJoin(staffMember, eq(staffMember.id, staffSession.staffId))
    .where(and(eq(staffSession.refreshTokenHash, digest(refreshToken)), sessionRuns(limits)))
    .for('update', { of: staffSession });
  if (!session) return null;
  const { tokens, columns } = tokensFor(session.startedAt, limits);
  await tx.update(staffSession).set(columns).where(eq(staffSession.id, session.id));
  return tokens;
}

/** The member an access token speaks for, while the token and its session last; null otherwise. */
export async function staffOfAccessToken(
  tx: Tx,
  accessToken: string,
  limits: StaffSessionLimits,
): Promise<StaffPrincipal | null> {
  const [row] = await tx
    .select({
      sessionId: staffSession.id,
      lastUsedAt: staffSession.lastUsedAt,
      twoFactorPending: staffSession.twoFactorPending,
      twoFactorOn: sql<boolean>`${staffMember.totpConfirmedAt} is not null`,
      twoFactorRequired: staffMember.twoFactorRequired,
      member: {
        id: staffMember.id,
        username: staffMember.username,
        name: staffMember.name,
        email: staffMember.email,
        language: staffMember.language,
      },
    })
    .from(staffSession)
    .innerJoin(staffMember, eq(staffMember.id, staffSession.staffId))
    .where(
      and(
        eq(staffSession.accessTokenHash, digest(accessToken)),
        gt(staffSession.accessExpiresAt, sql`now()`),
        sessionRuns(limits),
      ),
    );
  if (!row) return null;
  // A request keeps the session alive; written at most once a minute.
  if (Date.now() - row.lastUsedAt.getTime() > 60_000)
    await tx.update(staffSession).set({ lastUsedAt: new Date() }).where(eq(staffSession.id, row.sessionId));
  const roles = await tx
    .select({ id: staffRole.id, name: staffRole.name, permissions: staffRole.permissions })
    .from(staffMemberRole)
    .innerJoin(staffRole, eq(staffRole.id, staffMemberRole.roleId))
    .where(eq(staffMemberRole.staffId, row.member.id))
    .orderBy(staffRole.name);
  return {
    ...row.member,
    sessionId: row.sessionId,
    twoFactor: { on: row.twoFactorOn, required: row.twoFactorRequired },
    twoFactorPending: row.twoFactorPending,
    roles: roles.map(({ id, name }) => ({ id, name })),
    permissions: permissionsOfRoles(roles),
  };
}

/** Signs out: the session's tokens stop working at once. */
export async function endStaffSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(staffSession).set({ endedAt: new Date() }).where(eq(staffSession.id, sessionId));
}

/** Ends every session of a member at once (deactivated, or a new password set). */
export async function endStaffSessionsOf(tx: Tx, staffId: string): Promise<void> {
  await tx
    .update(staffSession)
    .set({ endedAt: new Date() })
    .where(and(eq(staffSession.staffId, staffId), isNull(staffSession.endedAt)));
}
