CREATE TABLE "contact_message" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"customer_number" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"customer_id" uuid,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_email_idx" ON "contact_message" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "contact_message_address_idx" ON "contact_message" USING btree ("client_address","created_at");