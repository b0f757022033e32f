import { companyPeopleRequest, companyPeopleResponse } from '@tradeshop/api-client/contracts';
import { anyRight, requireCustomer } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import { activeCompanyPeople } from '../account/index.ts';

/** The most people one answer names; a company with more finds the others by their name. */
const peopleLimit = 100;

/**
 * Whom a flow or an order reference may name, for everyone who manages a part of them: managing
 * the company's users (ROLE_MANAGE_CONTACTS) is not needed to choose an approver.
 */
export async function budgetPeopleRoutes(app: StoreApi) {
  app.get(
    '/dexis/company-people',
    {
      config: {
        access: anyRight(
          'ROLE_MANAGE_ORDER_FLOWS',
          'ROLE_MANAGE_ORDER_REFERENCES',
          'ROLE_MANAGE_BUDGETS',
          'ROLE_MANAGE_APPROVERS',
        ),
      },
      schema: {
        tags: ['Order flows'],
        summary:
          'The active users of the own company whose name or username holds `term`, by name, 100 at most; with `approvers=true` only those who may approve orders.',
        querystring: companyPeopleRequest,
        response: { 200: companyPeopleResponse },
      },
    },
    async (request) => {
      const user = requireCustomer(request.ctx);
      const { term, approvers } = request.query;
      return {
        data: await activeCompanyPeople(request.ctx.tx, user.companyId, {
          term,
          right: approvers ? 'ROLE_APPROVE_ORDER_FLOWS' : undefined,
          limit: peopleLimit,
        }),
      };
    },
  );
}
