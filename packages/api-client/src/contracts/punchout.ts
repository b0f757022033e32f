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
