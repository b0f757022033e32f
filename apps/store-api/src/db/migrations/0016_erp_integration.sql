CREATE TABLE "erp_row_version" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "erp_row_version_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "integration_client" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD COLUMN "restock_on" date;--> statement-breakpoint
ALTER TABLE "integration_token" ADD CONSTRAINT "integration_token_client_id_integration_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."integration_client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_token_client_idx" ON "integration_token" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "order_event_undelivered_idx" ON "order_event" USING btree ("company_id","id") WHERE "order_event"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id");