ALTER TABLE "media" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "uploaded_at" timestamp with time zone;