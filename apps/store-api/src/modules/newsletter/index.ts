export { newsletterRoutes } from './newsletter.routes.ts';
export { exportSubscriptions, sendNewsletter } from './newsletter.service.ts';
export { newsletterDevRoutes } from './newsletter-dev.routes.ts';
export { newsletterSubscriptionOf, removeNewsletterSubscription } from './newsletter-personal-data.ts';
