DROP INDEX "customer_username_unique";--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_username_unique" ON "customer" USING btree (lower("username")) WHERE "customer"."deleted_at" is null;