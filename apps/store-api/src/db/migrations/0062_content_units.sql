ALTER TABLE "product" ADD COLUMN "content_unit" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "content_per_unit" numeric(12, 3);