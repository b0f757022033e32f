export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/company/company.tables.ts';
export * from '../modules/context/context.tables.ts';
export * from '../modules/customer/customer.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/sales-channel/sales-channel.tables.ts';
export * from '../modules/search/search.tables.ts';
