export { contactFormRoutes, contactRoutes } from './contact.routes.ts';
export type { ContactSettings } from './contact.service.ts';
