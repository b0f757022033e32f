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
  classification: z.enum(['unspsc', 'category', 'none']).default('unspsc'),
  /** Unit codes: UN/ECE recommendation 20 (ISO) or SAP's T006 internal codes. */
  units: z.enum(['iso', 'sap']).default('iso'),
  sendPrices: z.boolean().default(true),
};

/** How a user's procurement system logs them in and takes the cart back. */
export const punchoutAccountInput = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oci'),
    /** The USERNAME the procurement system sends; PASSWORD at least 12 characters. */
    ociUsername: z.string().trim().toLowerCase().min(3).max(60),
    ociPassword: z.string().min(12).max(200),
    ...common,
  }),
  z.object({
    protocol: z.literal('cxml'),
    /** The sender's Credential: domain (e.g. NetworkID) and identity (e.g. AN01000000001). */
    cxmlDomain: z.string().trim().min(1).max(60),
    cxmlIdentity: z.string().trim().min(1).max(100),
    /** The SharedSecret, at least 16 characters. */
    cxmlSecret: z.string().min(16).max(200),
    ...common,
  }),
]);
export type PunchoutAccountInput = z.input<typeof punchoutAccountInput>;

/** POST /AgiqonOciEntry/login: the OCI entry's USERNAME, PASSWORD and HOOK_URL, as the storefront received them. */
export const ociLoginRequest = z.object({
  username: z.string().trim().min(1).max(60),
  password: z.string().min(1).max(200),
  hookUrl: z.string().trim().min(1).max(2000),
  /** OCI's `returntarget` (or `~TARGET`): the frame the cart goes back into. */
  returnTarget: z.string().trim().max(20).optional(),
});
export type OciLoginRequest = z.input<typeof ociLoginRequest>;

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
