export { createMailer, type Mailer, type MailSettings } from './mailer.ts';
export { recoveryMail } from './templates.ts';
