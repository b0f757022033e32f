import { randomBytes } from 'node:crypto';
import { errorCodes } from '@tradeshop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { secretDigest } from '../../platform/secret-digest.ts';
import { staffMember, staffRecoveryCode, staffSession } from './staff.tables.ts';

/** The authenticator apps' defaults (RFC 6238): SHA-1, 6 digits, 30 seconds. */
const period = 30;
/** A code of the step before or after is taken too: clocks drift, and typing takes time. */
const window = 1;
const recoveryCodeCount = 10;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: 'Trade Shop back-office', label, secret: Secret.fromBase32(secret), period });

/** A recovery code as kept: its digest, whatever its case and grouping when typed. */
const digest = (code: string) => secretDigest(code.replace(/[\s-]/g, '').toLowerCase());

/** "k3f9-2mxq-p8" style: 10 characters of base32, grouped to be read aloud. */
function newRecoveryCode(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  const code = [...bytes].map((byte) => letters[byte % 32]).join('');
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** The time step of a code that fits `secret` now, or null. */
function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ''), timestamp: now, window });
  return delta === null ? null : TOTP.counter({ period, timestamp: now }) + delta;
}

/**
 * Whether a code of the member's authenticator fits and was not taken before; a fitting code is
 * taken (its step kept), so that a code seen by someone else cannot be used again.
 */
export async function takeTotpCode(tx: Tx, staffId: string, code: string): Promise<boolean> {
  const [member] = await tx
    .select({ secret: staffMember.totpSecret, lastStep: staffMember.totpLastStep })
    .from(staffMember)
    .where(eq(staffMember.id, staffId))
    .for('update');
  if (!member?.secret) return false;
  const step = stepOfCode(member.secret, code);
  if (step === null || step <= (member.lastStep ?? -1)) return false;
  await tx.update(staffMember).set({ totpLastStep: step }).where(eq(staffMember.id, staffId));
  return true;
}

/** Whether a recovery code of the member is unused; a fitting one is used up. */
export async function takeRecoveryCode(tx: Tx, staffId: string, code: string): Promise<boolean> {
  const used = await tx
    .update(staffRecoveryCode)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCode.staffId, staffId),
        eq(staffRecoveryCode.codeHash, digest(code)),
        isNull(staffRecoveryCode.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCode.staffId });
  return used.length > 0;
}

/**
 * Starts the set-up of two-factor sign-in: a new key, answered with the `otpauth://` address an
 * authenticator app reads from a QR code. Sign-in asks no code until the set-up is confirmed.
 */
export async function startTwoFactorSetup(
  tx: Tx,
  staff: { id: string; username: string },
): Promise<{ secret: string; uri: string }> {
  const [member] = await tx
    .select({ confirmedAt: staffMember.totpConfirmedAt })
    .from(staffMember)
    .where(eq(staffMember.id, staff.id));
  if (member?.confirmedAt)
    throw new ApiProblem(
      409,
      errorCodes.adminTwoFactorOn,
      'Two-factor sign-in is on already: turn it off first.',
    );
  const secret = new Secret({ size: 20 }).base32;
  await tx
    .update(staffMember)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(staffMember.id, staff.id));
  return { secret, uri: totpOf(secret, staff.username).toString() };
}

/**
 * Confirms the set-up with a first code: two-factor sign-in is on, the session may do all its
 * roles allow, and ten recovery codes are answered, once (those of an earlier set-up are void).
 */
export async function confirmTwoFactorSetup(
  tx: Tx,
  staff: { id: string; sessionId: string },
  code: string,
): Promise<string[]> {
  const [member] = await tx
    .select({ secret: staffMember.totpSecret, confirmedAt: staffMember.totpConfirmedAt })
    .from(staffMember)
    .where(eq(staffMember.id, staff.id));
  if (!member?.secret || member.confirmedAt)
    throw new ApiProblem(409, errorCodes.adminTwoFactorOn, 'Start the set-up first, or turn it off first.');
  if (!(await takeTotpCode(tx, staff.id, code))) throw wrongCode();
  await tx.update(staffMember).set({ totpConfirmedAt: new Date() }).where(eq(staffMember.id, staff.id));
  await tx.update(staffSession).set({ twoFactorPending: false }).where(eq(staffSession.id, staff.sessionId));
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.delete(staffRecoveryCode).where(eq(staffRecoveryCode.staffId, staff.id));
  await tx
    .insert(staffRecoveryCode)
    .values(codes.map((code) => ({ staffId: staff.id, codeHash: digest(code) })));
  return codes;
}

/** Turns two-factor sign-in off with a current code; refused while an administrator requires it. */
export async function turnOffTwoFactor(tx: Tx, staffId: string, code: string): Promise<void> {
  const [member] = await tx
    .select({ required: staffMember.twoFactorRequired, confirmedAt: staffMember.totpConfirmedAt })
    .from(staffMember)
    .where(eq(staffMember.id, staffId));
  if (member?.required)
    throw new ApiProblem(403, errorCodes.adminTwoFactorRequired, 'Two-factor sign-in is required of you.');
  if (!member?.confirmedAt) return;
  if (!(await takeTotpCode(tx, staffId, code))) throw wrongCode();
  await tx
    .update(staffMember)
    .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
    .where(eq(staffMember.id, staffId));
  await tx.delete(staffRecoveryCode).where(eq(staffRecoveryCode.staffId, staffId));
}

const wrongCode = () =>
  new ApiProblem(
    400,
    errorCodes.adminWrongTwoFactorCode,
    'This code does not fit, or was used already.',
    {},
    [{ propertyPath: 'body/code', type: errorCodes.adminWrongTwoFactorCode, title: 'Wrong code' }],
  );
