CREATE INDEX "company_name_number_idx" ON "company" USING btree ("name","number");--> statement-breakpoint
CREATE INDEX "company_number_prefix_idx" ON "company" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_client_number_prefix_idx" ON "company" USING btree ("client_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_vat_number_prefix_idx" ON "company" USING btree ("vat_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "company_address_city_prefix_idx" ON "company_address" USING btree (lower("city") text_pattern_ops);