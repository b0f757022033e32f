import { newsletterSubscriptionInput } from '@tradeshop/api-client';
import {
  type NewsletterLanguage,
  type NewsletterTopic,
  newsletterLanguages,
  newsletterTopics,
} from '@tradeshop/domain';
import type { MessageKey, Translate } from './i18n';

/** A newsletter in the language of the page (`fr-FR` → `fr`) unless it is none of the newsletter's. */
export const newsletterLanguageOf = (localeCode: string): NewsletterLanguage =>
  newsletterLanguages.find((language) => localeCode.startsWith(language)) ?? 'nl';

export const newsletterTopicLabels: Record<NewsletterTopic, MessageKey> = {
  promotions: 'newsletter.topic.promotions',
  'new-articles': 'newsletter.topic.newArticles',
  'technical-information': 'newsletter.topic.technicalInformation',
  events: 'newsletter.topic.events',
};

export const newsletterLanguageLabels: Record<NewsletterLanguage, MessageKey> = {
  nl: 'newsletter.language.nl',
  fr: 'newsletter.language.fr',
  en: 'newsletter.language.en',
};

export const newsletterStatusLabels: Record<string, MessageKey> = {
  pending: 'newsletter.status.pending',
  active: 'newsletter.status.active',
  unsubscribed: 'newsletter.status.unsubscribed',
};

export interface NewsletterFormValues {
  language: string;
  topics: string[];
}

/**
 * A subscription form as posted (a language select and a checkbox per topic), checked against the
 * Store API's contract: the values to send, or the fields' errors in the user's language.
 */
export function parseNewsletterForm(form: FormData, t: Translate) {
  const values: NewsletterFormValues = {
    language: String(form.get('language') ?? ''),
    topics: form.getAll('topics').map(String),
  };
  const parsed = newsletterSubscriptionInput.safeParse(values);
  if (parsed.success) return { values, input: parsed.data, fieldErrors: null };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    fieldErrors[field] ??= t(field === 'topics' ? 'newsletter.error.topics' : 'newsletter.error.language');
  }
  return { values, input: null, fieldErrors };
}

export const newsletterChoices = (t: Translate) => ({
  languages: newsletterLanguages.map((value) => ({ value, label: t(newsletterLanguageLabels[value]) })),
  topics: newsletterTopics.map((value) => ({ value, label: t(newsletterTopicLabels[value]) })),
});
