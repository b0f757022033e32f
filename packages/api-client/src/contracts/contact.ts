import { z } from 'zod';

/**
 * POST /swag/cms-extensions/form: a message through the shop's contact form. `website` is a field
 * people never see (spam protection: it stays empty) and `formToken` the signed moment the form
 * was opened (GET /dexis/contact/form-token).
 */
export const contactFormRequest = z.object({
  name: z.string().trim().min(1).max(120),
  company: z.string().trim().max(120).default(''),
  /** The company's customer number with the distributor, when it has one. */
  customerNumber: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Digits only')
    .default(''),
  email: z.email().max(200),
  phone: z.string().trim().max(40).default(''),
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(5000),
  /** The sender agrees that the shop keeps and uses their data to answer. */
  consent: z.literal(true),
  website: z.string().max(200).default(''),
  formToken: z.string().min(1).max(200),
  /** The storefront address (with its language prefix) the confirmation mail links to. */
  storefrontUrl: z.url().max(500),
});
export type ContactFormRequest = z.input<typeof contactFormRequest>;

export const contactFormResponse = z.object({ data: z.object({ reference: z.string() }) });

export const contactFormTokenResponse = z.object({ data: z.object({ token: z.string() }) });
