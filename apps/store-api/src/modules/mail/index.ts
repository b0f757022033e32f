export { registerMailOutboxRoutes } from './mail.admin-routes.ts';
export { mailRoutes } from './mail.routes.ts';
export { mailsOf, removeMailsAbout } from './mail-personal-data.ts';
export { type MailCounter, mailAllowed } from './mail-throttle.ts';
export {
  createMailer,
  type MailSettings,
  mailboxOf,
  mailOutboxBacklog,
  startOutboxDispatcher,
} from './mailer.ts';
export {
  approvalDeclinedMail,
  approvalRequestMail,
  colleagueRegisteredMail,
  contactForServiceMail,
  contactReceivedMail,
  invitationMail,
  newsletterConfirmationMail,
  newsletterMail,
  offerReadyMail,
  orderConfirmationMail,
  recoveryMail,
  registrationConfirmationMail,
  staffInvitationMail,
  staffPasswordLinkMail,
  welcomeMail,
} from './templates.ts';
