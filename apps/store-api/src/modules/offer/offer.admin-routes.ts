import {
  adminOfferRequestListResponse,
  adminOfferRequestQuery,
  adminOfferRequestResponse,
  handlingChange,
  id,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import { staffActorOf } from '../staff/index.ts';
import { changeOfferRequestHandling, inboxOfferRequest, inboxOfferRequests } from './offer-request-inbox.ts';

const config = { staffRule: 'offer-requests.manage' } as const;
const tags = ['Offer requests'];

/** The buyers' offer requests in the back-office: an inbox with who handles each and how far. */
export function registerOfferRequestInboxRoutes(guarded: StoreApi, prefix: string) {
  guarded.get(
    `${prefix}/offer-request`,
    {
      config,
      schema: {
        tags,
        summary:
          'The offer requests of every company, newest first, 50 a page: by `state` (new, in-progress, done), `assignee` (a staff member’s id, `me` or `none`) and the ERP’s `status` (requested, answered).',
        querystring: adminOfferRequestQuery,
        response: { 200: adminOfferRequestListResponse },
      },
    },
    async (request) =>
      guarded.db.transaction((tx) => inboxOfferRequests(tx, request.query, request.staff!.id)),
  );

  guarded.get(
    `${prefix}/offer-request/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'An offer request with its remark and lines, the ERP’s status, who handles it and how far.',
        params: z.object({ id }),
        response: { 200: adminOfferRequestResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction((tx) => inboxOfferRequest(tx, request.params.id)),
    }),
  );

  guarded.patch(
    `${prefix}/offer-request/:id`,
    {
      config,
      schema: {
        tags,
        summary:
          'Changes a request’s handling `state` or hands it to another staff member (`assigneeId`, null for nobody), who must be active and allowed the inbox; the ERP’s status stays. Recorded in the audit log.',
        params: z.object({ id }),
        body: handlingChange,
        response: { 200: adminOfferRequestResponse },
      },
    },
    async (request) => ({
      data: await guarded.db.transaction((tx) =>
        changeOfferRequestHandling(tx, staffActorOf(request), request.params.id, request.body),
      ),
    }),
  );
}
