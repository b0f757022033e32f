export { mailRoutes } from './mail.routes.ts';
export { createMailer, type Mailer, type MailSettings } from './mailer.ts';
export { recoveryMail } from './templates.ts';
