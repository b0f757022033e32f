export { newsletterRoutes } from './newsletter.routes.ts';
export { exportSubscriptions, sendNewsletter } from './newsletter.service.ts';
export { newsletterDevRoutes } from './newsletter-dev.routes.ts';
