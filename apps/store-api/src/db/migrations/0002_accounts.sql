CREATE TABLE "company" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"client_number" text,
	"name" text NOT NULL,
	"vat_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"billing_address_id" uuid,
	"credit_limit" numeric(14, 2),
	"minimum_order_value" numeric(14, 2),
	"minimum_order_surcharge" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_number_unique" UNIQUE("number"),
	CONSTRAINT "company_clientNumber_unique" UNIQUE("client_number"),
	CONSTRAINT "company_vatNumber_unique" UNIQUE("vat_number")
);
--> statement-breakpoint
CREATE TABLE "company_address" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"box" text,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"mobile" text,
	"fax" text,
	"language_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"lead_buyer" boolean DEFAULT false NOT NULL,
	"oci_customer" boolean DEFAULT false NOT NULL,
	"default_billing_address_id" uuid,
	"default_shipping_address_id" uuid,
	"password_hash" text,
	"forced_recovery" boolean DEFAULT false NOT NULL,
	"double_opt_in_registration" boolean DEFAULT false NOT NULL,
	"double_opt_in_confirm_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_recovery" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_right" (
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "customer_right_customer_id_code_pk" PRIMARY KEY("customer_id","code")
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_message" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "company_address" ADD CONSTRAINT "company_address_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_default_billing_address_id_company_address_id_fk" FOREIGN KEY ("default_billing_address_id") REFERENCES "public"."company_address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_default_shipping_address_id_company_address_id_fk" FOREIGN KEY ("default_shipping_address_id") REFERENCES "public"."company_address"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_recovery" ADD CONSTRAINT "customer_recovery_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_right" ADD CONSTRAINT "customer_right_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_address_company_idx" ON "company_address" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_username_unique" ON "customer" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "customer_company_idx" ON "customer" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customer_recovery_customer_idx" ON "customer_recovery" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_attempt_window_idx" ON "login_attempt" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "mail_message_created_idx" ON "mail_message" USING btree ("created_at");