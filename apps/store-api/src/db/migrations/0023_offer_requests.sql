CREATE SEQUENCE "public"."offer_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "builtin_erp_offer_request" (
	"request_number" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"answer_at" timestamp with time zone NOT NULL,
	"offer_number" text
);
--> statement-breakpoint
CREATE TABLE "offer_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
CREATE TABLE "offer_request" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"source" text NOT NULL,
	"order_list_id" uuid,
	"order_list_name" text,
	"remark" text,
	"wished_date" date,
	"lines" jsonb NOT NULL,
	"locale" text NOT NULL,
	"storefront_url" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"offer_number" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_request_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "offer_request" ADD CONSTRAINT "offer_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_request" ADD CONSTRAINT "offer_request_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_request" ADD CONSTRAINT "offer_request_order_list_id_order_list_id_fk" FOREIGN KEY ("order_list_id") REFERENCES "public"."order_list"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builtin_erp_offer_request_due_idx" ON "builtin_erp_offer_request" USING btree ("answer_at") WHERE "builtin_erp_offer_request"."offer_number" is null;--> statement-breakpoint
CREATE INDEX "offer_event_undelivered_idx" ON "offer_event" USING btree ("company_id","id") WHERE "offer_event"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "offer_request_company_idx" ON "offer_request" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_request_waiting_idx" ON "offer_request" USING btree ("id") WHERE "offer_request"."status" = 'requested';