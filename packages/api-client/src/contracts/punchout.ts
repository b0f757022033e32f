import { ociCharsets, punchoutClassifications } from '@tradeshop/domain';
import { z } from 'zod';

/**
 * A host the cart may be sent back to: `srm.example.com`, `srm.example.com:8443` or a wildcard of
 * its subdomains, `*.example.com`.
 */
export const punchoutHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\*\.)?([a-z0-9-]+\.)+[a-z0-9-]+(:\d{1,5})?$/,
    'A host name such as srm.example.com or *.example.com',
  );

const common = {
  allowedHosts: z.array(punchoutHost).min(1).max(20),
  /** What MATGROUP (OCI) or Classification (cXML) carries. */
  classification: z.enum(punchoutClassifications).default('unspsc'),
  /** Unit codes: UN/ECE recommendation 20 (ISO) or SAP's T006 internal codes. */
  units: z.enum(['iso', 'sap']).default('iso'),
  sendPrices: z.boolean().default(true),
};

/**
 * How a user's procurement system logs them in and takes the cart back. The password or shared
 * secret may be left out to keep the one set before for the same protocol.
 */
export const punchoutAccountInput = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oci'),
    /** The USERNAME the procurement system sends; PASSWORD at least 12 characters. */
    ociUsername: z.string().trim().toLowerCase().min(3).max(60),
    ociPassword: z.string().min(12).max(200).optional(),
    /**
     * password: the catalogue call carries USERNAME and PASSWORD. one-time-id: the procurement
     * system fetches a one-time id with them server to server, and only that id crosses the browser.
     */
    ociLogin: z.enum(['password', 'one-time-id']).default('password'),
    ...common,
  }),
  z.object({
    protocol: z.literal('cxml'),
    /** The sender's Credential: domain (e.g. NetworkID) and identity (e.g. AN01000000001). */
    cxmlDomain: z.string().trim().min(1).max(60),
    cxmlIdentity: z.string().trim().min(1).max(100),
    /** The SharedSecret, at least 16 characters. */
    cxmlSecret: z.string().min(16).max(200).optional(),
    ...common,
  }),
]);
export type PunchoutAccountInput = z.input<typeof punchoutAccountInput>;

/** GET /dexis/punchout/account/{id}: how the user's procurement system connects, without its secrets; null for other users. */
export const punchoutAccountResponse = z.object({
  data: z
    .object({
      protocol: z.enum(['oci', 'cxml']),
      ociUsername: z.string().nullable(),
      ociLogin: z.enum(['password', 'one-time-id']),
      cxmlDomain: z.string().nullable(),
      cxmlIdentity: z.string().nullable(),
      allowedHosts: z.array(z.string()),
      classification: z.enum(punchoutClassifications),
      units: z.enum(['iso', 'sap']),
      sendPrices: z.boolean(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type PunchoutAccount = NonNullable<z.infer<typeof punchoutAccountResponse>['data']>;

/** POST /AgiqonOciEntry/login: the OCI entry's USERNAME, PASSWORD and HOOK_URL, as the storefront received them. */
export const ociLoginRequest = z.object({
  username: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
  hookUrl: z.string().trim().min(1).max(2000),
  /** OCI's `returntarget` (or `~TARGET`): the frame the cart goes back into. */
  returnTarget: z.string().trim().max(20).optional(),
  /** OCI's `http_content_charset`: the character set the cart goes back in (UTF-8 without it). */
  charset: z.string().trim().max(40).optional(),
});
export type OciLoginRequest = z.input<typeof ociLoginRequest>;

/** POST /dexis/punchout/oci/one-time-id: the OCI username and password, sent server to server. */
export const ociOneTimeIdRequest = ociLoginRequest.pick({ username: true, password: true });
export type OciOneTimeIdRequest = z.input<typeof ociOneTimeIdRequest>;

/** A one-time id for the OCI entry, good once, for minutes. */
export const ociOneTimeIdResponse = z.object({
  data: z.object({ id: z.string(), expiresAt: z.string() }),
});

/** POST /AgiqonOciEntry/otp/{id}: the entry's HOOK_URL and return target; the id stands for the credentials. */
export const ociOneTimeLoginRequest = ociLoginRequest.pick({
  hookUrl: true,
  returnTarget: true,
  charset: true,
});
export type OciOneTimeLoginRequest = z.input<typeof ociOneTimeLoginRequest>;

/**
 * POST /dexis/punchout/oci/background: OCI's FUNCTION=VALIDATE (an article and a quantity) or
 * BACKGROUND_SEARCH (a search text), answered at once with the items as a transfer.
 */
export const ociBackgroundRequest = z.discriminatedUnion('function', [
  z.object({
    function: z.literal('VALIDATE'),
    productId: z.string().trim().min(1).max(40),
    quantityHundredths: z.number().int().positive().max(1_000_000_000),
  }),
  z.object({ function: z.literal('BACKGROUND_SEARCH'), searchString: z.string().trim().min(1).max(200) }),
]);
export type OciBackgroundRequest = z.input<typeof ociBackgroundRequest>;

/** GET /dexis/punchout/session: the procurement system's session of the request, or null. */
export const punchoutSessionResponse = z.object({
  data: z
    .object({
      protocol: z.enum(['oci', 'cxml']),
      operation: z.enum(['create', 'edit', 'inspect']),
      /** Where the cart goes back to, as the banner names it. */
      returnHost: z.string(),
    })
    .nullable(),
});
export type PunchoutSession = NonNullable<z.infer<typeof punchoutSessionResponse>['data']>;

/**
 * POST /dexis/punchout/transfer: the form the browser posts back to the procurement system (its
 * action, target frame and fields in order), and the fresh anonymous token of the ended session.
 */
export const punchoutTransferResponse = z.object({
  data: z.object({
    action: z.string(),
    target: z.string().nullable(),
    fields: z.array(z.tuple([z.string(), z.string()])),
    /** The character set the browser posts the fields in. */
    charset: z.enum(ociCharsets),
  }),
  contextToken: z.string(),
});
export type PunchoutTransfer = z.infer<typeof punchoutTransferResponse>;

/** POST /DexisCxmlEntry/setup: a PunchOutSetupRequest as the shop's cXML endpoint received it. */
export const cxmlSetupRequest = z.object({
  xml: z.string().max(1_000_000),
  /** The storefront address (a domain of the shop, with its language prefix) the start page lies on. */
  storefrontUrl: z.url().max(500),
});
export type CxmlSetupRequest = z.input<typeof cxmlSetupRequest>;

/** The cXML answer and its status code (200, 400, 401, 403), for the endpoint to send as it is. */
export const cxmlSetupResponse = z.object({ data: z.object({ status: z.number().int(), xml: z.string() }) });

/** POST /DexisCxmlEntry/auth/{a}/{b}: the session of the opened start page, and what it is for. */
export const cxmlStartResponse = z.object({
  contextToken: z.string(),
  operation: z.enum(['create', 'edit', 'inspect']),
});
