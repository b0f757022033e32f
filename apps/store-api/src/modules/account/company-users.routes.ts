import {
  companyUserListRequest,
  companyUserListResponse,
  companyUserResponse,
  createCompanyUserRequest,
  deleteCompanyUsersRequest,
  id,
  importUsersRequest,
  importUsersResponse,
  leadBuyersResponse,
  resendInvitationRequest,
  rolesResponse,
  successResponse,
  updateCompanyUserRequest,
  updateRolesRequest,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  createCompanyUser,
  deleteCompanyUsers,
  getCompanyUser,
  getRoles,
  importCompanyUsers,
  listCompanyUsers,
  listLeadBuyers,
  resendInvitation,
  type UserBudgets,
  updateCompanyUser,
  updateRoles,
} from './company-users.service.ts';

const userParams = z.object({ id });
const manageUsers = { access: withRight('ROLE_MANAGE_CONTACTS') };
const tags = ['Company users'];

/** The users of a company and their rights, for its user managers (ROLE_MANAGE_CONTACTS). */
export const companyUsersRoutes = (budgets: UserBudgets) => async (app: StoreApi) => {
  app.post(
    '/dexis/companies/customers',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'The users of the own company: search term, filters (names, username, lead buyer, status, budget ranges), sorting and pages of 20.',
        body: companyUserListRequest.prefault({}),
        response: { 200: companyUserListResponse },
      },
    },
    async (request) => listCompanyUsers(request.ctx, request.body, budgets),
  );

  app.post(
    '/dexis/companies/customers/create',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'Creates a user of the own company with a rights preset and/or codes and mails a link to choose a password (VIOLATION::USERNAME_EXISTS, VIOLATION::INVALID_ROLE; VIOLATION::EMAIL_ALREADY_USED for an address another user of the company has, unless confirmSharedEmail).',
        body: createCompanyUserRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => ({ data: await createCompanyUser(request.ctx, request.body, budgets) }),
  );

  app.post(
    '/dexis/companies/customers/import',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'Bulk import of users (first name, last name, username, e-mail, preset) for the own company: with dryRun each row’s problems (an e-mail address used before is one unless confirmSharedEmails), otherwise all rows or none.',
        body: importUsersRequest,
        response: { 200: importUsersResponse },
      },
    },
    async (request) => ({ data: await importCompanyUsers(request.ctx, request.body, budgets) }),
  );

  app.get(
    '/dexis/companies/lead-buyers',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'The active lead buyers of the own company, by name: whom a user asks for a right they lack. Open to every user of the company.',
        response: { 200: leadBuyersResponse },
      },
    },
    async (request) => ({ data: await listLeadBuyers(request.ctx) }),
  );

  app.get(
    '/dexis/companies/customers/:id',
    {
      config: manageUsers,
      schema: {
        tags,
        summary: 'A user of the own company.',
        params: userParams,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => ({ data: await getCompanyUser(request.ctx, request.params.id, budgets) }),
  );

  app.patch(
    '/dexis/companies/customers/:id',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'Changes a user of the own company in one go: contact data, username (VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE), active, lead buyer and rights (roles, as PUT /dexis/account/{id}/role). Nobody deactivates themselves or the last lead buyer.',
        params: userParams,
        body: updateCompanyUserRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => ({
      data: await updateCompanyUser(request.ctx, request.params.id, request.body, budgets),
    }),
  );

  app.post(
    '/dexis/companies/customers/:id/invitation',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'Mails a user of the own company who has not chosen a password yet a new invitation; the links mailed before end. DEXIS__INVITATION_ACCEPTED (409) once the user has a password, DEXIS__INVITATION_TOO_MANY (429) after 3 in an hour.',
        params: userParams,
        body: resendInvitationRequest,
        response: { 200: companyUserResponse },
      },
    },
    async (request) => ({
      data: await resendInvitation(request.ctx, request.params.id, request.body, budgets),
    }),
  );

  app.delete(
    '/dexis/companies/customers',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'Deletes users of the own company, all or none; nobody deletes themselves or the last lead buyer. Their orders stay.',
        body: deleteCompanyUsersRequest,
        response: { 200: successResponse },
      },
    },
    async (request) => deleteCompanyUsers(request.ctx, request.body.customerIds),
  );

  app.get(
    '/dexis/account/:id/role',
    {
      config: manageUsers,
      schema: {
        tags,
        summary: 'The 24 rights of a user of the own company as {code, enabled}.',
        params: userParams,
        response: { 200: rolesResponse },
      },
    },
    async (request) => ({ data: await getRoles(request.ctx, request.params.id) }),
  );

  app.put(
    '/dexis/account/:id/role',
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          'Sets the listed rights of a user of the own company (VIOLATION::INVALID_ROLE for unknown codes); the user’s next request counts with them.',
        params: userParams,
        body: updateRolesRequest,
        response: { 200: rolesResponse },
      },
    },
    async (request) => ({ data: await updateRoles(request.ctx, request.params.id, request.body.roles) }),
  );
};
