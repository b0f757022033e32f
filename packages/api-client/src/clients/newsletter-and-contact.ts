import {
  type ContactFormRequest,
  contactFormResponse,
  contactFormTokenResponse,
  type NewsletterSubscriptionInput,
  newsletterSubscriberResponse,
  newsletterSubscribersResponse,
  newsletterTokenResponse,
  ownNewsletterResponse,
} from '../contracts/index.ts';
import { queryString, type Transport } from '../transport.ts';

/** Newsletter subscriptions (the user's own and the colleagues') and the contact form. */
export function newsletterAndContactCalls({ call }: Transport) {
  return {
    /** The company's active users with their newsletter subscriptions (ROLE_MANAGE_NEWS_LETTERS). */
    newsletterSubscribers: (term = '') =>
      call(newsletterSubscribersResponse, 'GET', `/dexis/newsletter/subscriptions?${queryString({ term })}`),
    subscribeColleague: (customerId: string, body: NewsletterSubscriptionInput) =>
      call(
        newsletterSubscriberResponse,
        'PUT',
        `/dexis/newsletter/subscriptions/${encodeURIComponent(customerId)}`,
        body,
      ),
    unsubscribeColleague: (customerId: string) =>
      call(
        newsletterSubscriberResponse,
        'DELETE',
        `/dexis/newsletter/subscriptions/${encodeURIComponent(customerId)}`,
      ),
    ownNewsletter: () => call(ownNewsletterResponse, 'GET', '/dexis/newsletter/subscription'),
    subscribeOwnNewsletter: (body: NewsletterSubscriptionInput) =>
      call(ownNewsletterResponse, 'PUT', '/dexis/newsletter/subscription', body),
    unsubscribeOwnNewsletter: () => call(ownNewsletterResponse, 'DELETE', '/dexis/newsletter/subscription'),
    /** Follows the link of a newsletter confirmation mail. */
    confirmNewsletter: (token: string) =>
      call(newsletterTokenResponse, 'POST', '/dexis/newsletter/confirm', { token }),
    /** Follows the unsubscribe link of a newsletter mail; no login needed. */
    unsubscribeNewsletter: (token: string) =>
      call(newsletterTokenResponse, 'POST', '/dexis/newsletter/unsubscribe', { token }),
    /** The signed moment a contact form is opened; it goes back with the message. */
    contactFormToken: () => call(contactFormTokenResponse, 'GET', '/dexis/contact/form-token'),
    /** A message through the contact form; answers its reference. */
    sendContactForm: (body: ContactFormRequest) =>
      call(contactFormResponse, 'POST', '/swag/cms-extensions/form', body),
  };
}
