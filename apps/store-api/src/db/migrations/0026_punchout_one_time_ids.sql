CREATE TABLE "punchout_one_time_id" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "read_only_for" text;--> statement-breakpoint
ALTER TABLE "punchout_account" ADD COLUMN "oci_login" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_one_time_id" ADD CONSTRAINT "punchout_one_time_id_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;