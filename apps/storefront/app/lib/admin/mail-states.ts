import type { MailState } from '@tradeshop/api-client';

/** A mail's state in the back-office's words. */
export const mailStateKeys = {
  queued: 'mails.queued',
  retrying: 'mails.retrying',
  sent: 'mails.sent',
  failed: 'mails.failed',
} as const satisfies Record<MailState, string>;
