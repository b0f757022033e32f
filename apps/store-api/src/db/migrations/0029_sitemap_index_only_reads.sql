-- A sitemap file reads every shown page's product and the page's paths in the other languages:
-- with these columns in the indexes, those reads need not visit the tables' pages.
DROP INDEX "seo_url_foreign_key_idx";--> statement-breakpoint
CREATE INDEX "seo_url_foreign_key_idx" ON "seo_url" USING btree ("foreign_key","language_id") INCLUDE ("sales_channel_id","route_name","is_canonical","seo_path_info");--> statement-breakpoint
CREATE INDEX "product_sitemap_idx" ON "product" USING btree ("id") INCLUDE ("active","product_number","created_at");
