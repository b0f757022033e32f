ALTER TABLE "erp_invoice" ADD COLUMN "vat_exemption" jsonb;--> statement-breakpoint
ALTER TABLE "erp_invoice" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "erp_invoice" ADD COLUMN "delivery_country" text;