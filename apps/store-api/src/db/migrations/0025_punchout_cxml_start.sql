CREATE TABLE "punchout_start" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"setup" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "punchout_start" ADD CONSTRAINT "punchout_start_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;