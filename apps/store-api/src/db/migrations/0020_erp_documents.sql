CREATE TABLE "erp_document" (
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_document_kind_number_pk" PRIMARY KEY("kind","number")
);
--> statement-breakpoint
CREATE TABLE "erp_invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date,
	"order_numbers" text[] NOT NULL,
	"reference" text,
	"shipping_note_numbers" text[] NOT NULL,
	"payment_reference" text,
	"net" numeric(14, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"open_amount" numeric(14, 2) NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "erp_invoice_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "erp_offer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text,
	"offered_on" date NOT NULL,
	"valid_until" date,
	"status" text NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "erp_offer_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "erp_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"shop_order_number" text,
	"channel" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"ordered_by" text,
	"billing_address" jsonb,
	"delivery_address" jsonb,
	"shipment_number" text,
	"track_and_trace_url" text,
	"shipping_cost" numeric(14, 2) NOT NULL,
	"additional_cost" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "erp_order_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "erp_invoice" ADD CONSTRAINT "erp_invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_offer" ADD CONSTRAINT "erp_offer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_order" ADD CONSTRAINT "erp_order_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_invoice_company_idx" ON "erp_invoice" USING btree ("company_id","issued_on");--> statement-breakpoint
CREATE INDEX "erp_offer_company_idx" ON "erp_offer" USING btree ("company_id","offered_on");--> statement-breakpoint
CREATE INDEX "erp_order_company_idx" ON "erp_order" USING btree ("company_id","ordered_at");