CREATE TABLE "newsletter_subscription" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"language" text NOT NULL,
	"topics" text[] NOT NULL,
	"status" text NOT NULL,
	"storefront_url" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscription_customerId_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_message" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_requested_by_customer_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_token" ADD CONSTRAINT "newsletter_token_subscription_id_newsletter_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscription_company_idx" ON "newsletter_subscription" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "newsletter_token_subscription_idx" ON "newsletter_token" USING btree ("subscription_id");