import { type StaffRolePreset, staffPermissions, staffRolePresetNames } from '@tradeshop/domain';
import { z } from 'zod';
import { apiId, errorEnvelope, id, isId, storedId } from './common.ts';

/** The client id of the back-office at the Admin API's token endpoint, as Shopware's administration. */
export const administrationClientId = 'administration';

/** The languages of the back-office, and of the mails it sends its staff. */
export const staffLanguage = z.enum(['nl', 'fr', 'en']);
export type StaffLanguage = z.infer<typeof staffLanguage>;

/** A staff member's password: longer than a shop user's, for an account that runs the shop. */
export const staffPasswordRules = z.string().min(10).max(200);

/**
 * POST /admin-api/oauth/token (a form or JSON, RFC 6749 §4.3 and §6): a staff member signs in with
 * username and password, and the back-office refreshes its access token with the refresh token.
 */
export const staffTokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: z.literal(administrationClientId),
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(200),
    /** With two-factor sign-in on: the code of the authenticator app, or else an unused recovery code. */
    totp_code: z
      .string()
      .regex(/^\d{6}$/, 'Six digits')
      .optional(),
    recovery_code: z.string().trim().min(1).max(20).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: z.literal(administrationClientId),
    refresh_token: z.string().min(1).max(200),
  }),
]);
export type StaffTokenRequest = z.input<typeof staffTokenRequest>;

export const staffTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the access token lasts; the refresh token lasts while the session does. */
  expires_in: z.number().int(),
  refresh_token: z.string(),
});
export type StaffTokens = z.infer<typeof staffTokenResponse>;

/**
 * A refused token request: OAuth2's error (RFC 6749 §5.2) for a refused grant, the API's own error
 * envelope for a malformed request.
 */
export const staffTokenRefused = z.union([
  z.object({
    error: z.literal('invalid_grant'),
    error_description: z.string(),
    /** The password fitted, and a code of the authenticator (or a recovery code) is missing or wrong. */
    two_factor_required: z.literal(true).optional(),
  }),
  errorEnvelope,
]);

/** GET /admin-api/_info/me: the signed-in staff member and what their roles allow. */
export const staffMe = z.object({
  id,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  language: staffLanguage,
  roles: z.array(z.object({ id, name: z.string() })),
  permissions: z.array(z.enum(staffPermissions)),
  twoFactor: z.object({ on: z.boolean(), required: z.boolean() }),
  /** Two-factor sign-in is required and not set up: until it is, the session may only set it up. */
  twoFactorSetupPending: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMe>;
export const staffMeResponse = z.object({ data: staffMe });

/** GET /admin-api/staff-role: the back-office's roles and what each allows (permission `staff.manage`). */
export const staffRole = z.object({
  id,
  name: z.string(),
  /** The preset the role was made from; null for an own role. */
  preset: z.enum(staffRolePresetNames as [StaffRolePreset, ...StaffRolePreset[]]).nullable(),
  permissions: z.array(z.enum(staffPermissions)),
});
export type StaffRole = z.infer<typeof staffRole>;
export const staffRoleListResponse = z.object({ data: z.array(staffRole) });
export const staffRoleResponse = z.object({ data: staffRole });

/**
 * POST /admin-api/staff-role and PATCH /admin-api/staff-role/{id}: a role's name and permissions. A
 * preset keeps its permissions (an administrator must never lose theirs); it may be renamed.
 */
export const staffRoleInput = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z.array(z.enum(staffPermissions)).max(staffPermissions.length),
});
export type StaffRoleInput = z.input<typeof staffRoleInput>;
export const staffRoleChange = staffRoleInput.partial();

/** POST /admin-api/_me/two-factor/setup: the key of a new set-up, and the address a QR code shows. */
export const twoFactorSetupResponse = z.object({ data: z.object({ secret: z.string(), uri: z.string() }) });

/** A code of the authenticator app: confirming the set-up, turning it off. */
export const twoFactorCodeRequest = z.object({ code: z.string().regex(/^\d{6}$/, 'Six digits') });

/** POST /admin-api/_me/two-factor/confirm: ten one-time recovery codes, shown this once. */
export const twoFactorConfirmResponse = z.object({ data: z.object({ recoveryCodes: z.array(z.string()) }) });

/** An audited object's id: the API's form of an id outside, the stored one inside; other keys as they are. */
const auditObjectId = z.codec(z.string().trim().min(1).max(100), z.string(), {
  decode: (value) => (isId(value) ? storedId(value) : value),
  encode: (value) => (isId(value) ? apiId(value) : value),
});

/**
 * A bound of a period in a query: `YYYY-MM-DD`, the start of that day in Brussels, or a moment (ISO
 * 8601 with its offset); the Store API reads it with `momentOfBound`. From 1970 on: before, Brussels
 * kept other offsets.
 */
export const periodBound = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine((value) => value >= '1970', 'From 1970 on');

/** The page of an Admin API list: 50 entries unless asked otherwise, at most 200. */
export const adminPaging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};

/** GET /admin-api/audit-log: entries by object, actor and period, newest first (permission `audit.read`). */
export const auditLogQuery = z.object({
  objectType: z.string().trim().min(1).max(50).optional(),
  objectId: auditObjectId.optional(),
  actorId: id.optional(),
  /** Entries from then on, and before `until`. */
  since: periodBound.optional(),
  until: periodBound.optional(),
  ...adminPaging,
});

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['staff', 'customer', 'staff-as-customer']),
    /** Null for a staff member logged in as a customer by a link of the command line, which names them only. */
    id: id.nullable(),
    name: z.string(),
    onBehalfOf: z.object({ id, name: z.string() }).nullable(),
    clientAddress: z.string().nullable(),
  }),
  objectType: z.string(),
  objectId: auditObjectId,
  action: z.string(),
  /** Per field, `[before, after]`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = z.object({ data: z.array(auditEntry), total: z.number().int() });

/** A member of the staff as the staff screens show them (permission `staff.manage`). */
export const staffMember = z.object({
  id,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  language: staffLanguage,
  active: z.boolean(),
  /** False until the member chose a password with the link of their invitation. */
  passwordSet: z.boolean(),
  roles: z.array(z.object({ id, name: z.string() })),
  twoFactor: z.object({ on: z.boolean(), required: z.boolean() }),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffMemberListResponse = z.object({ data: z.array(staffMember) });
export const staffMemberResponse = z.object({ data: staffMember });

/**
 * POST /admin-api/staff-member: a new member, active and without a password; they are mailed a link
 * to choose one (staffMemberResponse answers them).
 */
export const staffMemberInput = z.object({
  /** What the member signs in with; unique among the staff whatever its case, kept in lower case. */
  username: z.string().trim().toLowerCase().min(3).max(100),
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  language: staffLanguage,
  roleIds: z.array(id).max(50),
  /** Sign-in asks a second factor, which the member sets up at their next sign-in. */
  twoFactorRequired: z.boolean(),
});
export type StaffMemberInput = z.input<typeof staffMemberInput>;

/** PATCH /admin-api/staff-member/{id}: what an administrator changes of a member; what is left out stays. */
export const staffMemberChange = staffMemberInput
  .omit({ username: true })
  .extend({
    /** Deactivated, the member's sessions end at once and sign-in is refused. */
    active: z.boolean(),
  })
  .partial();
export type StaffMemberChange = z.input<typeof staffMemberChange>;

/**
 * GET /admin-api/oauth/password-link?token=: whether the link of a mail still sets a password, and
 * whom the page greets. An unknown, expired or used link answers only `usable: false`.
 */
export const staffPasswordLinkQuery = z.object({ token: z.string().min(1).max(200) });
export const staffPasswordLinkResponse = z.object({
  data: z.discriminatedUnion('usable', [
    z.object({
      usable: z.literal(true),
      username: z.string(),
      name: z.string(),
      language: staffLanguage,
      /** True for a new password, false for the first one of an invitation. */
      passwordSet: z.boolean(),
    }),
    z.object({ usable: z.literal(false) }),
  ]),
});
export type StaffPasswordLink = z.infer<typeof staffPasswordLinkResponse>['data'];

/** POST /admin-api/oauth/set-password: the token of a mailed link and the password the member chooses. */
export const staffSetPasswordRequest = z.object({
  token: staffPasswordLinkQuery.shape.token,
  password: staffPasswordRules,
});
export type StaffSetPasswordRequest = z.input<typeof staffSetPasswordRequest>;
