import {
  adminCompanyListResponse,
  adminCompanyQuery,
  adminCompanyResponse,
  adminReasonRequest,
  adminSentLinkResponse,
  adminUserResponse,
  id,
} from '@tradeshop/api-client/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StoreApi } from '../../platform/types.ts';
import type { AuditActor } from '../audit/index.ts';
import {
  changeUserForStaff,
  companyForStaff,
  findCompanies,
  sendAccessLink,
  setCompanyBlocked,
  userForStaff,
} from './customers-admin.service.ts';

const byId = z.object({ id });

/**
 * The back-office's companies and their shop users (Admin API). Staff read a company with its users
 * and block or unblock it; they activate and deactivate users, make them lead buyers and send their
 * invitation or password link again, but never see or set a password.
 */
export const registerCustomersAdminRoutes =
  (actorOf: (request: FastifyRequest) => AuditActor) => (guarded: StoreApi, prefix: string) => {
    guarded.get(
      `${prefix}/company`,
      {
        config: { staffRule: 'companies.read' },
        schema: {
          tags: ['Companies'],
          summary:
            'Companies whose number, client number or VAT number starts with `term`, whose name holds it, or whose billing address lies in a city starting with it; a company whose number is the term comes first.',
          querystring: adminCompanyQuery,
          response: { 200: adminCompanyListResponse },
        },
      },
      async (request) => {
        const { companies, total } = await guarded.db.transaction((tx) => findCompanies(tx, request.query));
        return { data: companies, total };
      },
    );

    guarded.get(
      `${prefix}/company/:id`,
      {
        config: { staffRule: 'companies.read' },
        schema: {
          tags: ['Companies'],
          summary: 'A company with its ERP terms, VIES standing, addresses and users.',
          params: byId,
          response: { 200: adminCompanyResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) => companyForStaff(tx, request.params.id)),
      }),
    );

    for (const blocked of [true, false])
      guarded.post(
        `${prefix}/company/:id/${blocked ? 'block' : 'unblock'}`,
        {
          config: { staffRule: 'companies.manage' },
          schema: {
            tags: ['Companies'],
            summary: blocked
              ? 'Blocks a company with a reason: its users are logged out and cannot log in, as when the ERP blocks it. Recorded in the audit log.'
              : 'Unblocks a company with a reason. Recorded in the audit log.',
            params: byId,
            body: adminReasonRequest,
            response: { 200: adminCompanyResponse },
          },
        },
        async (request) => ({
          data: await guarded.db.transaction(async (tx) => {
            await setCompanyBlocked(tx, actorOf(request), request.params.id, blocked, request.body.reason);
            return companyForStaff(tx, request.params.id);
          }),
        }),
      );

    guarded.get(
      `${prefix}/customer-user/:id`,
      {
        config: { staffRule: 'companies.read' },
        schema: {
          tags: ['Companies'],
          summary:
            'A shop user with their company and rights; an erased person too (`erasedAt`), under the name every erased user has, since their orders lead here.',
          params: byId,
          response: { 200: adminUserResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) => userForStaff(tx, request.params.id)),
      }),
    );

    guarded.patch(
      `${prefix}/customer-user/:id`,
      {
        config: { staffRule: 'users.manage' },
        schema: {
          tags: ['Companies'],
          summary:
            'Activates or deactivates a shop user (their sessions end at once), or makes them a lead buyer or not; refused (409) for an erased person. Recorded in the audit log.',
          params: byId,
          body: z.object({ active: z.boolean().optional(), leadBuyer: z.boolean().optional() }),
          response: { 200: adminUserResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          changeUserForStaff(tx, actorOf(request), request.params.id, request.body),
        ),
      }),
    );

    guarded.post(
      `${prefix}/customer-user/:id/send-link`,
      {
        config: { staffRule: 'users.manage' },
        schema: {
          tags: ['Companies'],
          summary:
            'Mails the user a new invitation while they have not chosen a password, else a link to set a new one; earlier links end. Recorded in the audit log.',
          params: byId,
          response: { 200: adminSentLinkResponse },
        },
      },
      async (request) => ({
        data: await guarded.db.transaction((tx) =>
          sendAccessLink(tx, guarded.ports.mailer, actorOf(request), request.params.id),
        ),
      }),
    );
  };
