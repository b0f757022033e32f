CREATE TABLE "punchout_account" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"oci_username" text,
	"oci_password_hash" text,
	"cxml_domain" text,
	"cxml_identity" text,
	"cxml_secret_hash" text,
	"allowed_hosts" text[] NOT NULL,
	"classification" text DEFAULT 'unspsc' NOT NULL,
	"units" text DEFAULT 'iso' NOT NULL,
	"send_prices" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_session" (
	"context_token" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"return_url" text NOT NULL,
	"operation" text DEFAULT 'create' NOT NULL,
	"echo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "punchout_account" ADD CONSTRAINT "punchout_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_session" ADD CONSTRAINT "punchout_session_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_account_oci_username_idx" ON "punchout_account" USING btree ("oci_username");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_account_cxml_sender_idx" ON "punchout_account" USING btree ("cxml_domain","cxml_identity");