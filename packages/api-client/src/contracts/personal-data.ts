import { z } from 'zod';
import { auditEntry } from './admin.ts';
import { postalAddress } from './checkout.ts';
import { id } from './common.ts';
import { offerRequestLine } from './offer-request.ts';

const moment = z.string();

/** The user's own account: profile, company, rights and language, never their password. */
const personalAccount = z.object({
  id,
  username: z.string(),
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  /** Their function in the company, as given at registration. */
  function: z.string().nullable(),
  /** The locale of their mails and pages (nl-NL, fr-FR, en-GB, de-DE). */
  language: z.string().nullable(),
  active: z.boolean(),
  leadBuyer: z.boolean(),
  punchoutUser: z.boolean(),
  passwordSet: z.boolean(),
  listingView: z.string(),
  createdAt: moment,
  registrationConfirmedAt: moment.nullable(),
  /** When a user manager of the company deleted the user. */
  deletedAt: moment.nullable(),
  company: z.object({ id, number: z.string(), name: z.string() }),
  /** The codes of the rights they hold. */
  rights: z.array(z.string()),
  defaultBillingAddressId: id.nullable(),
  defaultShippingAddressId: id.nullable(),
});

/** An address of the company's address book that the user made. */
const personalAddress = postalAddress.extend({ id, email: z.string().nullable(), createdAt: moment });

/** A session a staff member of the distributor opened as the user, and why. */
const loginByStaff = z.object({ staffName: z.string(), reason: z.string(), at: moment });

/** An order list the user made, private or shared with the company. */
const personalOrderList = z.object({
  id,
  name: z.string(),
  shared: z.boolean(),
  createdAt: moment,
  updatedAt: moment,
  items: z.array(z.object({ productNumber: z.string(), quantity: z.number() })),
});

/** An order the user placed, with its lines, as it was placed. */
const personalOrder = z.object({
  id,
  orderNumber: z.string(),
  orderedAt: moment,
  status: z.string(),
  approvalStatus: z.string().nullable(),
  /** The staff member who placed it logged in as the user. */
  placedByStaff: z.string().nullable(),
  orderReference: z.string().nullable(),
  fileNumber: z.string().nullable(),
  remark: z.string().nullable(),
  billingAddress: postalAddress,
  shippingAddress: postalAddress.nullable(),
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  /** Without and with VAT, in euros. */
  amountNet: z.string(),
  amountTotal: z.string(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      productNumber: z.string(),
      customerSku: z.string().nullable(),
      label: z.string(),
      quantity: z.number(),
      unit: z.string(),
      unitPrice: z.string(),
      totalPrice: z.string(),
      remark: z.string().nullable(),
    }),
  ),
});

const newsletterSubscription = z.object({
  language: z.string(),
  topics: z.array(z.string()),
  status: z.string(),
  requestedAt: moment,
  confirmedAt: moment.nullable(),
  unsubscribedAt: moment.nullable(),
});

const contactMessage = z.object({
  reference: z.string(),
  sentAt: moment,
  name: z.string(),
  company: z.string(),
  customerNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
});

const offerRequest = z.object({
  number: z.string(),
  requestedAt: moment,
  source: z.string(),
  orderListName: z.string().nullable(),
  remark: z.string().nullable(),
  wishedDate: z.string().nullable(),
  status: z.string(),
  offerNumber: z.string().nullable(),
  lines: z.array(offerRequestLine),
});

/** A mail of the shop's outbox to the user's address or about them. */
const mail = z.object({
  createdAt: moment,
  sentAt: moment.nullable(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
});

/**
 * GET /admin-api/customer-user/{id}/personal-data and GET /store-api/account/personal-data:
 * everything the shop holds about one shop user (GDPR articles 15 and 20), one JSON document.
 */
export const personalData = z.object({
  exportedAt: moment,
  account: personalAccount,
  addresses: z.array(personalAddress),
  loginsByStaff: z.array(loginByStaff),
  orderLists: z.array(personalOrderList),
  orders: z.array(personalOrder),
  newsletter: newsletterSubscription.nullable(),
  contactMessages: z.array(contactMessage),
  offerRequests: z.array(offerRequest),
  mails: z.array(mail),
  /** Entries about the user and changes they made, oldest first. */
  auditEntries: z.array(auditEntry),
});
export type PersonalData = z.infer<typeof personalData>;
export const personalDataResponse = z.object({ data: personalData });

/**
 * POST /admin-api/customer-user/{id}/erase (the body is the reason, as `adminReasonRequest`, and
 * must not name the person): what erasing them did, what it kept, removed and made anonymous.
 */
export const personalDataErasure = z.object({
  erasedAt: moment,
  /** Orders they placed: kept with their lines and amounts, the buyer shown as erased. */
  ordersKept: z.number().int(),
  orderListsRemoved: z.number().int(),
  newsletterRemoved: z.boolean(),
  contactMessagesAnonymised: z.number().int(),
  offerRequestsAnonymised: z.number().int(),
  mailsRemoved: z.number().int(),
  auditEntriesAnonymised: z.number().int(),
});
export type PersonalDataErasure = z.infer<typeof personalDataErasure>;
export const personalDataErasureResponse = z.object({ data: personalDataErasure });
