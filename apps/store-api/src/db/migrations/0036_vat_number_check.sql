CREATE TABLE "vat_number_check" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"vat_number" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"request_identifier" text,
	"trader_name" text,
	"trader_address" text,
	"requester" text,
	"error_code" text
);
--> statement-breakpoint
ALTER TABLE "vat_number_check" ADD CONSTRAINT "vat_number_check_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_number_check_company_idx" ON "vat_number_check" USING btree ("company_id","checked_at");--> statement-breakpoint
CREATE INDEX "vat_number_check_number_idx" ON "vat_number_check" USING btree ("vat_number","checked_at");