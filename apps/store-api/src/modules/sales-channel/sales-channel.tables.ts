import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const language = pgTable('language', {
  id: uuid().primaryKey(),
  localeCode: text().notNull().unique(),
  name: text().notNull(),
});

export const currency = pgTable('currency', {
  id: uuid().primaryKey(),
  isoCode: text().notNull().unique(),
  symbol: text().notNull(),
  decimalPrecision: integer().notNull(),
});

export const salesChannel = pgTable('sales_channel', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  accessKey: text().notNull().unique(),
  languageId: uuid()
    .notNull()
    .references(() => language.id),
  currencyId: uuid()
    .notNull()
    .references(() => currency.id),
  /** Root category of each navigation type (main, service, countries, footer). */
  mainNavigationCategoryId: uuid(),
  serviceNavigationCategoryId: uuid(),
  countriesNavigationCategoryId: uuid(),
  footerNavigationCategoryId: uuid(),
});

export const salesChannelDomain = pgTable('sales_channel_domain', {
  id: uuid().primaryKey(),
  salesChannelId: uuid()
    .notNull()
    .references(() => salesChannel.id),
  url: text().notNull().unique(),
  languageId: uuid()
    .notNull()
    .references(() => language.id),
  currencyId: uuid()
    .notNull()
    .references(() => currency.id),
  snippetSetId: text().notNull(),
});
