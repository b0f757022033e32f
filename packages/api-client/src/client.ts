import type { z } from 'zod';
import { accountCalls } from './clients/account.ts';
import { articleLinkCalls } from './clients/article-links.ts';
import { budgetAndApprovalCalls } from './clients/budgets-and-approvals.ts';
import { catalogCalls } from './clients/catalog.ts';
import { checkoutCalls } from './clients/checkout.ts';
import { companyUserCalls } from './clients/company-users.ts';
import { costAllocationCalls } from './clients/cost-allocation.ts';
import { developmentCalls } from './clients/development.ts';
import { newsletterAndContactCalls } from './clients/newsletter-and-contact.ts';
import { orderListCalls } from './clients/order-lists.ts';
import { orderCalls } from './clients/orders.ts';
import { pageCacheCalls } from './clients/page-cache.ts';
import { punchoutCalls } from './clients/punchout.ts';
import { sessionCalls } from './clients/session.ts';
import type { media, seoUrl } from './contracts/index.ts';
import { createTransport, type StoreApiClientOptions } from './transport.ts';

export type {
  ChangePasswordInput,
  LoginInput,
  RecoveryConfirmInput,
  RecoveryInput,
  RegisterCompanyInput,
  RegisterCustomerInput,
} from './clients/account.ts';
export type {
  ArticleInformationInput,
  CategoryCriteriaInput,
  PageRequestInput,
  ProductCriteriaInput,
} from './clients/catalog.ts';
export type { AddLineItemsInput, PlaceOrderInput, UpdateLineItemsInput } from './clients/checkout.ts';
export type { OutboxMail } from './clients/development.ts';
export type { OrderListInput } from './clients/orders.ts';
export type { PageLookup } from './clients/page-cache.ts';
export type { UpdateContextInput } from './clients/session.ts';
export type { StoreApiClientOptions } from './transport.ts';

export type Media = z.infer<typeof media>;
export type SeoUrl = z.infer<typeof seoUrl>;

/**
 * The access key of a demo start, printed in the README: known to everybody, so a production start
 * refuses it (the Store API's config, accessKeyProblem).
 */
export const demoAccessKey = 'SWSCTRADESHOPDEMOKEY0000001';

export function createStoreApiClient(options: StoreApiClientOptions) {
  const transport = createTransport(options);
  const sessionState = {
    /** The session token of the last answer (or the one the client was created with). */
    get contextToken(): string | null {
      return transport.contextToken;
    },
    /**
     * The catalogue version the last answer named: what does not depend on the session (navigation,
     * footer) may be kept until it changes.
     */
    get catalogVersion(): string | null {
      return transport.catalogVersion;
    },
  };
  // The calls go onto the object of the getters: in a literal with spreads, TypeScript would no longer
  // type the getters readonly.
  return Object.assign(sessionState, {
    ...sessionCalls(transport),
    ...catalogCalls(transport),
    ...accountCalls(transport),
    ...companyUserCalls(transport),
    ...checkoutCalls(transport),
    ...orderCalls(transport),
    ...budgetAndApprovalCalls(transport),
    ...costAllocationCalls(transport),
    ...orderListCalls(transport),
    ...articleLinkCalls(transport),
    ...punchoutCalls(transport),
    ...newsletterAndContactCalls(transport),
    ...developmentCalls(transport),
    ...pageCacheCalls(transport),
  });
}

export type StoreApiClient = ReturnType<typeof createStoreApiClient>;
