import type { ListingView } from '@tradeshop/domain';
import type { z } from 'zod';
import {
  type AddressInput,
  addressListResponse,
  addressResponse,
  type changePasswordRequest,
  citySearchResponse,
  companyExistsResponse,
  customer,
  type loginRequest,
  type ProfileRequest,
  personalDataResponse,
  type recoveryConfirmRequest,
  recoveryExpiredResponse,
  type recoveryRequest,
  type registerCompanyRequest,
  type registerCustomerRequest,
  registrationResponse,
  successResponse,
  vatCheckResponse,
} from '../contracts/index.ts';
import type { Transport } from '../transport.ts';

export type LoginInput = z.input<typeof loginRequest>;
export type RecoveryInput = z.input<typeof recoveryRequest>;
export type RecoveryConfirmInput = z.input<typeof recoveryConfirmRequest>;
export type ChangePasswordInput = z.input<typeof changePasswordRequest>;
export type RegisterCompanyInput = z.input<typeof registerCompanyRequest>;
export type RegisterCustomerInput = z.input<typeof registerCustomerRequest>;

/**
 * The shopper's account: login and logout, registration, password recovery, the profile, their
 * personal data and the company's addresses.
 */
export function accountCalls({ call, switchSession }: Transport) {
  return {
    login: (credentials: LoginInput) => switchSession('/account/login', credentials),
    logout: () => switchSession('/account/logout'),
    /** Opens a customer's session for a staff member with a token from `npm run login-as-customer`. */
    loginAsCustomer: (token: string) => switchSession('/account/login-as-customer', { token }),
    customer: () => call(customer, 'GET', '/account/customer'),
    changeProfile: (body: ProfileRequest) => call(customer, 'POST', '/account/change-profile', body),
    /** Remembers cards or compact rows for the user's listings and search. */
    changeListingView: (view: ListingView) => call(customer, 'POST', '/account/listing-view', { view }),
    /** Everything the shop holds about the logged-in user, one JSON document. */
    personalData: () => call(personalDataResponse, 'GET', '/account/personal-data'),
    changePassword: (body: ChangePasswordInput) =>
      call(successResponse, 'POST', '/account/change-password', body),
    recoveryPassword: (body: RecoveryInput) =>
      call(successResponse, 'POST', '/account/recovery-password', body),
    isRecoveryExpired: (hash: string) =>
      call(recoveryExpiredResponse, 'POST', '/account/customer/recovery-is-expired', { hash }),
    confirmRecovery: (body: RecoveryConfirmInput) =>
      call(successResponse, 'POST', '/account/recovery-password-confirm', body),
    companyExists: (query: { vatNumber?: string; companyNumber?: string }) =>
      call(
        companyExistsResponse,
        'GET',
        `/dexis/register/company/exists?${new URLSearchParams(query as Record<string, string>)}`,
      ),
    registerCompany: (body: RegisterCompanyInput) =>
      call(registrationResponse, 'POST', '/dexis/register/company', body),
    registerCustomer: (body: RegisterCustomerInput) =>
      call(registrationResponse, 'POST', '/dexis/register/company/customer', body),
    confirmRegistration: (hash: string) =>
      call(successResponse, 'POST', '/account/register-confirm', { hash }),
    searchCities: (query: string, limit = 10) =>
      call(
        citySearchResponse,
        'GET',
        `/dexis/register/cities/search?${new URLSearchParams({ query, limit: String(limit) })}`,
      ),
    addresses: () => call(addressListResponse, 'POST', '/account/list-address'),
    createAddress: (companyId: string, address: AddressInput) =>
      call(addressResponse, 'POST', `/dexis/companies/${encodeURIComponent(companyId)}/address`, address),
    updateAddress: (companyId: string, addressId: string, address: AddressInput) =>
      call(
        addressResponse,
        'PUT',
        `/dexis/companies/${encodeURIComponent(companyId)}/address/${encodeURIComponent(addressId)}`,
        address,
      ),
    deleteAddress: (companyId: string, addressId: string) =>
      call(
        successResponse,
        'DELETE',
        `/dexis/companies/${encodeURIComponent(companyId)}/address/${encodeURIComponent(addressId)}`,
      ),
    setDefaultShippingAddress: (addressId: string) =>
      call(addressResponse, 'PATCH', `/account/address/default-shipping/${encodeURIComponent(addressId)}`),
    /** A lead buyer has VIES asked again about the company's number abroad. */
    checkVatNumberAgain: () => call(vatCheckResponse, 'POST', '/dexis/companies/vat-check'),
  };
}
