CREATE SEQUENCE "public"."company_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999 START WITH 200001 CACHE 1;--> statement-breakpoint
CREATE TABLE "login_as_customer_use" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"reason" text NOT NULL,
	"client_address" text,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_confirmation" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"storefront_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "preferred_branch" text;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "registered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "customer_function" text;--> statement-breakpoint
ALTER TABLE "login_as_customer_use" ADD CONSTRAINT "login_as_customer_use_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_confirmation" ADD CONSTRAINT "registration_confirmation_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_as_customer_use_customer_idx" ON "login_as_customer_use" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "registration_confirmation_customer_idx" ON "registration_confirmation" USING btree ("customer_id");