// Every module's tables, the one way to reach them from outside their module (schema.test.ts keeps
// this list complete).

export * from '../modules/account/company.tables.ts';
export * from '../modules/account/customer.tables.ts';
export * from '../modules/account/login-as-customer.tables.ts';
export * from '../modules/account/registration.tables.ts';
export * from '../modules/article-link/article-link.tables.ts';
export * from '../modules/blog/blog.tables.ts';
export * from '../modules/cache/cache.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/cms/cms.tables.ts';
export * from '../modules/contact/contact.tables.ts';
export * from '../modules/context/context.tables.ts';
export * from '../modules/cost-center/cost-center.tables.ts';
export * from '../modules/erp/erp.tables.ts';
export * from '../modules/files-catalog/files-catalog.tables.ts';
export * from '../modules/integration/integration.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/offer/offer-request.tables.ts';
export * from '../modules/order/order.tables.ts';
export * from '../modules/order-flow/order-flow.tables.ts';
export * from '../modules/order-list/order-list.tables.ts';
export * from '../modules/order-reference/order-reference.tables.ts';
export * from '../modules/punchout/punchout.tables.ts';
export * from '../modules/sales-channel/sales-channel.tables.ts';
export * from '../modules/search/search.tables.ts';
