import {
  contactFormRequest,
  contactFormResponse,
  contactFormTokenResponse,
} from '@tradeshop/api-client/contracts';
import { anyone } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { type ContactSettings, contactFormToken, submitContactForm } from './contact.service.ts';

const tags = ['Contact'];

/** The Store API's part of the contact form: the signed moment a form is opened. */
export const contactRoutes = (settings: ContactSettings) => async (app: StoreApi) => {
  app.get(
    '/dexis/contact/form-token',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'The signed moment a contact form is opened, sent back with the message: a form sent within seconds, or after a day, is refused.',
        response: { 200: contactFormTokenResponse },
      },
    },
    async () => ({ data: { token: contactFormToken(settings) } }),
  );
};

/** The contact form's message, at Shopware's CMS extensions address (outside the Store API's prefix). */
export const contactFormRoutes = (settings: ContactSettings) => async (app: StoreApi) => {
  app.post(
    '/swag/cms-extensions/form',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'A message through the contact form (name, company, customer number, e-mail, phone, subject, message, consent): kept, mailed to the service team and confirmed to the sender in their language. Refused: a form sent seconds after it was opened (CONTACT__SENT_TOO_FAST), an expired form (CONTACT__FORM_EXPIRED), more than 3 messages an hour from one e-mail address or 10 from one client (429 CONTACT__TOO_MANY).',
        body: contactFormRequest,
        response: { 200: contactFormResponse },
      },
    },
    async (request) => ({
      data: await submitContactForm(request.ctx, request.body, settings, request.ip),
    }),
  );
};
