ALTER TABLE "integration_import" ADD COLUMN "status" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_import" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "integration_import" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_import" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
UPDATE "integration_import" SET "status" = 'refused' WHERE "refused" > 0;--> statement-breakpoint
ALTER TABLE "integration_import" ADD CONSTRAINT "integration_import_status" CHECK ("integration_import"."status" in ('running', 'applied', 'refused', 'failed'));