import {
  adminContactMessageListResponse,
  adminContactMessageResponse,
  handlingChange,
  id,
  inboxQuery,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { staffActorOf } from '../staff/index.ts';
import { changeContactMessage, contactMessageDetail, contactMessages } from './contact-inbox.ts';

const config = { staffRule: 'contact-messages.manage' } as const;
const tags = ['Contact messages'];

/** The contact form's messages in the back-office: an inbox with who handles each and how far. */
export function registerContactInboxRoutes(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/contact-message`,
    {
      config,
      schema: {
        tags,
        summary:
          'The contact form’s messages, newest first, 50 a page: by `state` (new, in-progress, done) and `assignee` (a staff member’s id, `me` or `none`).',
        querystring: inboxQuery,
        response: { 200: adminContactMessageListResponse },
      },
    },
    async (request) => guarded.db.transaction((tx) => contactMessages(tx, request.query, request.staff!.id)),
  );

  guarded.get(
    `${prefix}/contact-message/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'A contact message with its text, who handles it and how far.',
        params: z.object({ id }),
        response: { 200: adminContactMessageResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction((tx) => contactMessageDetail(tx, request.params.id)),
    }),
  );

  guarded.patch(
    `${prefix}/contact-message/:id`,
    {
      config,
      schema: {
        tags,
        summary:
          'Changes a message’s `state` or hands it to another staff member (`assigneeId`, null for nobody), who must be active and allowed the inbox. Recorded in the audit log.',
        params: z.object({ id }),
        body: handlingChange,
        response: { 200: adminContactMessageResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction((tx) =>
        changeContactMessage(tx, staffActorOf(request), request.params.id, request.body),
      ),
    }),
  );
}
