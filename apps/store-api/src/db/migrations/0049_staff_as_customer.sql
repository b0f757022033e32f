-- A staff member logs in as a customer from the back-office (decision 0054): the session and the
-- link's use keep the member, orders placed in the session their name, and the audit log names a
-- member that a link of the command line knows by name only, without an id.
ALTER TABLE "audit_entry" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_as_customer_use" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "context_token" ADD COLUMN "acting_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "context_token" ADD COLUMN "acting_staff_name" text;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "placed_by_staff_name" text;
