export { registerContactInboxRoutes } from './contact.admin-routes.ts';
export { contactFormRoutes, contactRoutes } from './contact.routes.ts';
export type { ContactSettings } from './contact.service.ts';
export { openContactMessageCount } from './contact-inbox.ts';
export { anonymiseContactMessages, contactMessagesOf } from './contact-personal-data.ts';
