import {
  type CompanyUserListRequest,
  type CreateCompanyUserRequest,
  companyUserListResponse,
  companyUserResponse,
  type ImportUsersRequest,
  importUsersResponse,
  leadBuyersResponse,
  rolesResponse,
  successResponse,
  type UpdateCompanyUserRequest,
  type UpdateRolesRequest,
} from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

/** The users of the company and their roles. */
export function companyUserCalls({ call }: Transport) {
  return {
    companyUsers: (body: CompanyUserListRequest) =>
      call(companyUserListResponse, 'POST', '/dexis/companies/customers', body),
    /** The company's active lead buyers: whom the user asks for a right. */
    leadBuyers: () => call(leadBuyersResponse, 'GET', '/dexis/companies/lead-buyers'),
    companyUser: (id: string) =>
      call(companyUserResponse, 'GET', `/dexis/companies/customers/${encodeURIComponent(id)}`),
    createCompanyUser: (body: CreateCompanyUserRequest) =>
      call(companyUserResponse, 'POST', '/dexis/companies/customers/create', body),
    /** A new invitation for a user who has not chosen a password yet; earlier links end. */
    resendInvitation: (id: string, storefrontUrl: string) =>
      call(companyUserResponse, 'POST', `/dexis/companies/customers/${encodeURIComponent(id)}/invitation`, {
        storefrontUrl,
      }),
    updateCompanyUser: (id: string, body: UpdateCompanyUserRequest) =>
      call(companyUserResponse, 'PATCH', `/dexis/companies/customers/${encodeURIComponent(id)}`, body),
    deleteCompanyUsers: (customerIds: string[]) =>
      call(successResponse, 'DELETE', '/dexis/companies/customers', { customerIds }),
    importCompanyUsers: (body: ImportUsersRequest) =>
      call(importUsersResponse, 'POST', '/dexis/companies/customers/import', body),
    userRoles: (id: string) => call(rolesResponse, 'GET', `/dexis/account/${encodeURIComponent(id)}/role`),
    updateUserRoles: (id: string, body: UpdateRolesRequest) =>
      call(rolesResponse, 'PUT', `/dexis/account/${encodeURIComponent(id)}/role`, body),
  };
}
