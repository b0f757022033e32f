import type { ShopSettings } from '@tradeshop/api-client/contracts';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's settings saved in the back-office: one row (`key` 'shop'), one document of the parts
 * that were saved; a part left out holds the environment's value.
 */
export const shopSetting = pgTable('shop_setting', {
  key: text().primaryKey(),
  document: jsonb().$type<Partial<ShopSettings>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
