import { z } from 'zod';
import { adminPaging, periodBound } from './admin.ts';
import { id } from './common.ts';

/**
 * The mail outbox in the back-office (permission `mails.manage`): every mail the shop sent or is
 * sending, and resending one.
 */

/**
 * queued: waiting for its first delivery; retrying: a delivery failed and it is tried again (also
 * after a resend); sent; failed: every delivery failed, nothing more is tried unless it is resent.
 */
export const mailStates = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailState = (typeof mailStates)[number];

/** GET /admin-api/mail: the outbox, newest first. */
export const adminMailQuery = z.object({
  state: z.enum(mailStates).optional(),
  /** Part of the recipient's address, in any case. */
  recipient: z.string().trim().min(1).max(200).optional(),
  /** Mails made from then on, and before `until`. */
  since: periodBound.optional(),
  until: periodBound.optional(),
  ...adminPaging,
});
export type AdminMailQuery = z.input<typeof adminMailQuery>;

export const adminMail = z.object({
  id,
  recipient: z.string(),
  subject: z.string(),
  /** What the mail is (`order-confirmation`, `password-recovery` ...). */
  template: z.string(),
  locale: z.string(),
  state: z.enum(mailStates),
  /** Deliveries tried so far. */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the next delivery is due; null once sent or given up. */
  nextAttemptAt: z.string().nullable(),
  /** Why the last delivery failed. */
  lastError: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMail>;
export const adminMailListResponse = z.object({ data: z.array(adminMail), total: z.number().int() });

/**
 * GET /admin-api/mail/{id}: the mail with its body. The body is withheld (null) from mails whose
 * link opens an account or a subscription (password, invitation, registration and newsletter
 * confirmation): reading it would let a member act as the customer.
 */
export const adminMailDetail = adminMail.extend({
  body: z.object({ text: z.string(), html: z.string() }).nullable(),
});
export type AdminMailDetail = z.infer<typeof adminMailDetail>;
export const adminMailResponse = z.object({ data: adminMailDetail });
