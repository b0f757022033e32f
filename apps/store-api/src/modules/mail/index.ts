export { mailRoutes } from './mail.routes.ts';
export { createMailer, type MailSettings, startOutboxDispatcher } from './mailer.ts';
export {
  approvalDeclinedMail,
  approvalRequestMail,
  colleagueRegisteredMail,
  invitationMail,
  offerReadyMail,
  orderConfirmationMail,
  recoveryMail,
  registrationConfirmationMail,
  welcomeMail,
} from './templates.ts';
