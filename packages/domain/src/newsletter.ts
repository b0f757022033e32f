import type { LocaleCode } from './locales.ts';

/** What a newsletter is about: a subscriber chooses the topics they want mails of. */
export const newsletterTopics = ['promotions', 'new-articles', 'technical-information', 'events'] as const;
export type NewsletterTopic = (typeof newsletterTopics)[number];

/** The languages a newsletter is written in, and the locale of the mails in each. */
export const newsletterLanguages = ['nl', 'fr', 'en'] as const;
export type NewsletterLanguage = (typeof newsletterLanguages)[number];
export const newsletterLocales: Record<NewsletterLanguage, LocaleCode> = {
  nl: 'nl-NL',
  fr: 'fr-FR',
  en: 'en-GB',
};

/** A subscription waits for its confirmation link, then runs until it is ended. */
export const newsletterStatuses = ['pending', 'active', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** How long a confirmation link works, and how long the unsubscribe link of a newsletter mail works. */
export const newsletterLinkDays = { confirmation: 7, unsubscribe: 365 } as const;
