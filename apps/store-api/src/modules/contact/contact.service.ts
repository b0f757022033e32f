import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { contactFormRequest } from '@tradeshop/api-client/contracts';
import { errorCodes, fallbackLocaleCode } from '@tradeshop/domain';
import type { z } from 'zod';
import { addressKey } from '../../platform/client-address.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { ownStorefrontUrl } from '../../platform/storefront-url.ts';
import { contactForServiceMail, contactReceivedMail, mailAllowed } from '../mail/index.ts';
import { contactMessage } from './contact.tables.ts';

/** A person needs a few seconds to fill in the form; a robot does not. */
const leastSecondsToFill = 3;
/** A form left open longer is sent again from a fresh page. */
const formHours = 24;
/** Messages the shop takes in an hour from one e-mail address, and from one client address. */
const perEmailAnHour = 3;
const perClientAnHour = 10;

export interface ContactSettings {
  /** Signs the moment a form was opened (the shop's signing key). */
  signingKey: string;
  /** Where the service team reads the messages. */
  serviceAddress: string;
}

const signatureOf = (key: string, openedAt: string) =>
  createHmac('sha256', key).update(`contact-form:${openedAt}`).digest();

/** GET /dexis/contact/form-token: the signed moment a contact form was opened. */
export function contactFormToken(settings: ContactSettings, now = Date.now()): string {
  const openedAt = String(now);
  return `${openedAt}.${signatureOf(settings.signingKey, openedAt).toString('base64url')}`;
}

/** How many seconds ago a form token's form was opened, or null for a token the shop did not sign. */
function secondsSinceOpened(settings: ContactSettings, token: string, now: number): number | null {
  const [openedAt, signed, ...rest] = token.split('.');
  if (!openedAt || !signed || rest.length > 0 || !/^\d{1,15}$/.test(openedAt)) return null;
  const expected = signatureOf(settings.signingKey, openedAt);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return (now - Number(openedAt)) / 1000;
}

/** Refuses a form that is no person's: one opened seconds ago, too long ago, or never by the shop. */
function checkFillTime(settings: ContactSettings, token: string, now: number) {
  const seconds = secondsSinceOpened(settings, token, now);
  if (seconds === null || seconds > formHours * 3600 || seconds < 0)
    throw new ApiProblem(
      400,
      errorCodes.contactFormExpired,
      'The form has expired: open the contact page again and send the message from there.',
    );
  if (seconds < leastSecondsToFill)
    throw new ApiProblem(
      400,
      errorCodes.contactSentTooFast,
      'The message was sent moments after the form was opened. Check it and send it again.',
    );
}

/**
 * Refuses more messages than an hour takes from one e-mail address (each one mails it a receipt)
 * or one client address, counted atomically so that a burst on several processes cannot pass.
 */
async function checkRate(ctx: RequestContext, email: string, clientAddress: string) {
  const allowed = await mailAllowed(ctx.tx, [
    { key: `contact-email:${email}`, max: perEmailAnHour },
    { key: `contact-address:${addressKey(clientAddress)}`, max: perClientAnHour },
  ]);
  if (!allowed)
    throw new ApiProblem(
      429,
      errorCodes.contactTooMany,
      'Several messages came from this address within the hour: send this one later or call us.',
      { waitTime: 3600 },
    );
}

/**
 * POST /swag/cms-extensions/form: a contact message is kept, then mailed to the service team and
 * confirmed to the sender in their language (through the mail outbox: kept when mail is down). A
 * form whose hidden field is filled is a robot's: it is answered like any other and kept nowhere.
 */
export function submitContactForm(
  ctx: RequestContext,
  input: z.output<typeof contactFormRequest>,
  settings: ContactSettings,
  clientAddress: string,
  now = Date.now(),
): Promise<{ reference: string }> {
  return inTransaction(ctx, (ctx) => keepAndMail(ctx, input, settings, clientAddress, now));
}

async function keepAndMail(
  ctx: RequestContext,
  input: z.output<typeof contactFormRequest>,
  settings: ContactSettings,
  clientAddress: string,
  now: number,
) {
  const storefrontUrl = ownStorefrontUrl(ctx, input.storefrontUrl);
  const id = randomUUID();
  const reference = `CT-${id.slice(0, 8).toUpperCase()}`;
  if (input.website !== '') return { reference };
  checkFillTime(settings, input.formToken, now);
  const email = input.email.toLowerCase();
  await checkRate(ctx, email, clientAddress);
  const contact = {
    reference,
    name: input.name,
    company: input.company,
    customerNumber: input.customerNumber,
    email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
  };
  const locale = ctx.language.localeCode;
  await ctx.tx.insert(contactMessage).values({
    id,
    ...contact,
    locale,
    customerId: ctx.customer?.id ?? null,
    clientAddress,
  });
  // The service team reads the shop's own language.
  const shopLocale =
    ctx.salesChannel.languages.get(ctx.salesChannel.defaultLanguageId)?.localeCode ?? fallbackLocaleCode;
  await ctx.mailer.send(ctx.tx, {
    to: settings.serviceAddress,
    template: 'contact-for-service',
    locale: shopLocale,
    ...contactForServiceMail(shopLocale, { contact, senderLocale: locale }),
  });
  await ctx.mailer.send(ctx.tx, {
    to: email,
    template: 'contact-received',
    locale,
    ...contactReceivedMail(locale, { url: storefrontUrl, contact }),
  });
  return { reference };
}
