export * from './account.ts';
export * from './admin.ts';
export * from './admin-brands.ts';
export * from './admin-company-parts.ts';
export * from './admin-content.ts';
export * from './admin-customers.ts';
export * from './admin-dashboard.ts';
export * from './admin-health.ts';
export * from './admin-inbox.ts';
export * from './admin-integrations.ts';
export * from './admin-mails.ts';
export * from './admin-media.ts';
export * from './admin-navigation.ts';
export * from './admin-orders.ts';
export * from './admin-punchout.ts';
export * from './approval.ts';
export * from './article-link.ts';
export * from './blog.ts';
export * from './brand.ts';
export {
  type ApprovalInput,
  type BudgetHolder,
  type CompanyPeopleRequest,
  type CompanyPerson,
  companyPeopleRequest,
  companyPeopleResponse,
} from './budget.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './cms.ts';
export * from './common.ts';
export * from './company-users.ts';
export * from './contact.ts';
export * from './context.ts';
export * from './cost-center.ts';
export * from './cost-post.ts';
export * from './erp.ts';
export * from './erp-history.ts';
export * from './files-catalog.ts';
export * from './integration.ts';
export * from './newsletter.ts';
export * from './offer-request.ts';
export * from './order-flow.ts';
export * from './order-history.ts';
export * from './order-list.ts';
export * from './order-reference.ts';
export * from './page.ts';
export * from './page-cache.ts';
export * from './personal-data.ts';
export * from './punchout.ts';
export * from './quick-order.ts';
export * from './registration.ts';
export * from './search.ts';
export * from './session.ts';
export * from './settings.ts';
export * from './shopware.ts';
export * from './sitemap.ts';
export * from './system.ts';
