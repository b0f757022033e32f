CREATE TABLE "offer_decision" (
	"offer_number" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"decision" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD COLUMN "offer_number" text;--> statement-breakpoint
ALTER TABLE "cart_line_item" ADD COLUMN "offer_position" integer;--> statement-breakpoint
ALTER TABLE "erp_offer" ADD COLUMN "request_number" text;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "offer_number" text;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD COLUMN "offer_position" integer;--> statement-breakpoint
ALTER TABLE "offer_decision" ADD CONSTRAINT "offer_decision_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_decision" ADD CONSTRAINT "offer_decision_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_decision_company_idx" ON "offer_decision" USING btree ("company_id");