import type { DeliveryAttempt, OfferRequestLine } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, customer } from '../account/account.tables.ts';
import { orderList } from '../order-list/order-list.tables.ts';
import { handlingColumns } from '../staff/staff.tables.ts';

/** The numbers of offer requests, `OV-` and this sequence. */
export const offerRequestNumberSequence = pgSequence('offer_request_number_seq', { startWith: 10000001 });

/**
 * A buyer's request for an offer on the lines of the cart or of an order list (copied as they were),
 * requested until the ERP's offer for it arrives. Beside that status, the staff's own handling of
 * it (the back-office's inbox).
 */
export const offerRequest = pgTable(
  'offer_request',
  {
    id: uuid().primaryKey(),
    number: text().notNull().unique(),
    companyId: uuid()
      .notNull()
      .references(() => company.id),
    customerId: uuid().references(() => customer.id, { onDelete: 'set null' }),
    /** cart or order-list */
    source: text().notNull(),
    orderListId: uuid().references(() => orderList.id, { onDelete: 'set null' }),
    orderListName: text(),
    remark: text(),
    wishedDate: date({ mode: 'string' }),
    lines: jsonb().$type<OfferRequestLine[]>().notNull(),
    /** The requester's language and storefront when they asked: the mail of the offer uses them. */
    locale: text().notNull(),
    storefrontUrl: text().notNull(),
    /** requested or answered */
    status: text().notNull().default('requested'),
    offerNumber: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...handlingColumns(),
  },
  (t) => [
    index('offer_request_company_idx').on(t.companyId, t.createdAt),
    index('offer_request_waiting_idx').on(t.id).where(sql`${t.status} = 'requested'`),
    index('offer_request_open_idx').on(t.createdAt).where(sql`${t.handlingState} <> 'done'`),
  ],
);

/**
 * The outbox of offer events for the ERP (offer.requested, offer.accepted, offer.declined), written
 * in the transaction of what they tell and delivered like the order events.
 */
export const offerEvent = pgTable(
  'offer_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: uuid().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp({ withTimezone: true }),
    failure: text(),
    attemptLog: jsonb().$type<DeliveryAttempt[]>().notNull().default([]),
  },
  (t) => [index('offer_event_undelivered_idx').on(t.companyId, t.id).where(sql`${t.deliveredAt} is null`)],
);
