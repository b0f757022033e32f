ALTER TABLE "company" ADD COLUMN "block_reason" text;--> statement-breakpoint
CREATE INDEX "company_name_trgm_idx" ON "company" USING gin ("name" gin_trgm_ops);