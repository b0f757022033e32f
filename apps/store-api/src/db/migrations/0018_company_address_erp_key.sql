ALTER TABLE "company_address" ADD COLUMN "erp_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "company_address_erp_key_unique" ON "company_address" USING btree ("company_id","erp_key");