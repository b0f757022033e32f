ALTER TABLE "contact_message" ADD COLUMN "handling_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_request" ADD COLUMN "handling_state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_request" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_assignee_id_staff_member_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_request" ADD CONSTRAINT "offer_request_assignee_id_staff_member_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_open_idx" ON "contact_message" USING btree ("created_at") WHERE "contact_message"."handling_state" <> 'done';--> statement-breakpoint
CREATE INDEX "offer_request_open_idx" ON "offer_request" USING btree ("created_at") WHERE "offer_request"."handling_state" <> 'done';