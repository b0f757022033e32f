import { newsletterLanguages, newsletterStatuses, newsletterTopics } from '@tradeshop/domain';
import { z } from 'zod';
import { id } from './common.ts';

/** A user's newsletter subscription: in which language, on which topics, and where it stands. */
export const newsletterSubscription = z.object({
  status: z.enum(newsletterStatuses),
  language: z.enum(newsletterLanguages),
  topics: z.array(z.enum(newsletterTopics)),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  apiAlias: z.literal('dexis_newsletter_subscription'),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;

/** A user of the company with their subscription (null when they never had one). */
export const newsletterSubscriber = z.object({
  customerId: id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  subscription: newsletterSubscription.nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;

/** Subscribing, or changing a subscription: the language and at least one topic. */
export const newsletterSubscriptionInput = z.object({
  language: z.enum(newsletterLanguages),
  topics: z
    .array(z.enum(newsletterTopics))
    .min(1)
    .max(newsletterTopics.length)
    .transform((topics) => [...new Set(topics)]),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionInput>;

export const newsletterSubscribersQuery = z.object({
  /** Part of the first name, last name or username. */
  term: z.string().trim().max(100).default(''),
});
export const newsletterSubscribersResponse = z.object({ data: z.array(newsletterSubscriber) });
export const newsletterSubscriberResponse = z.object({ data: newsletterSubscriber });
export const ownNewsletterResponse = z.object({ data: newsletterSubscription.nullable() });

/** The token of a link from a newsletter mail (confirmation or unsubscribe). */
export const newsletterTokenRequest = z.object({ token: z.string().trim().min(20).max(100) });
export const newsletterTokenResponse = z.object({ data: newsletterSubscription });

/** Integration API: the subscriptions for the distributor's mailing system, by id after `after`. */
export const newsletterExportQuery = z.object({
  after: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  status: z.enum(newsletterStatuses).optional(),
});
export const newsletterExportRow = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyNumber: z.string(),
  /** Whether the user may still log in; a newsletter goes only to those who may. */
  userActive: z.boolean(),
  language: z.enum(newsletterLanguages),
  topics: z.array(z.enum(newsletterTopics)),
  status: z.enum(newsletterStatuses),
  requestedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** A new unsubscribe link of an active subscription, for the mails the mailing system sends. */
  unsubscribeUrl: z.string().nullable(),
});
export const newsletterExportResponse = z.object({
  data: z.array(newsletterExportRow),
  /** The `after` of the next page; null on the last. */
  next: id.nullable(),
});

const newsletterContent = z.object({
  subject: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(100_000),
  html: z.string().trim().min(1).max(500_000),
});
/** Integration API: a newsletter on one topic, written in one or more of the languages. */
export const newsletterSendRequest = z.object({
  topic: z.enum(newsletterTopics),
  content: z
    .object({
      nl: newsletterContent.optional(),
      fr: newsletterContent.optional(),
      en: newsletterContent.optional(),
    })
    .refine((content) => Object.values(content).some(Boolean), {
      message: 'Write the newsletter in a language',
    }),
});
export type NewsletterSendRequest = z.input<typeof newsletterSendRequest>;
export const newsletterSendResponse = z.object({
  data: z.object({
    /** Mails put in the outbox, one per active subscriber of the topic in a language written. */
    sent: z.number().int(),
    /** Active subscribers of the topic not mailed: their language was not written, or they may no longer log in. */
    skipped: z.number().int(),
  }),
});
