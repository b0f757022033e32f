ALTER TABLE "category" ADD COLUMN "erp_key" text;--> statement-breakpoint
ALTER TABLE "manufacturer" ADD COLUMN "erp_key" text;--> statement-breakpoint
ALTER TABLE "property_group" ADD COLUMN "erp_key" text;--> statement-breakpoint
ALTER TABLE "property_group_option" ADD COLUMN "erp_key" text;--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_erpKey_unique" UNIQUE("erp_key");--> statement-breakpoint
ALTER TABLE "manufacturer" ADD CONSTRAINT "manufacturer_erpKey_unique" UNIQUE("erp_key");--> statement-breakpoint
ALTER TABLE "property_group" ADD CONSTRAINT "property_group_erpKey_unique" UNIQUE("erp_key");--> statement-breakpoint
ALTER TABLE "property_group_option" ADD CONSTRAINT "property_group_option_erp_key_unique" UNIQUE("group_id","erp_key");